//! The DamHex^3 board widget, rendered into ratatui's `TestBackend` buffer: hexagons, the
//! three kinds of pieces with and without colours, every look, the board turned to each
//! seat, the cursor, and the mouse mapping.

use dama::damhex::Position;
use dama::damhex::geometry::{self as geo, CELLS};
use dama::lang::Lang;
use dama::tui::damhex::board::{HexBoard, HexMarks};
use dama::tui::damhex::geom::{HexGeom, Look};
use dama::tui::options::ColorMode;
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use ratatui::widgets::Widget;

const LOOKS: [Look; 3] = [Look::Hex(2), Look::Hex(1), Look::Lattice];

fn draw(pos: &Position, look: Look, seat: usize, mode: ColorMode, marks: HexMarks) -> Buffer {
    let geom = HexGeom::new(look, 0, 0);
    let mut buf = Buffer::empty(geom.area);
    HexBoard {
        pos,
        geom,
        seat,
        marks,
        names: true,
        mode,
        ascii: false,
        lang: Lang::En,
    }
    .render(geom.area, &mut buf);
    buf
}

fn text(buf: &Buffer) -> String {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_start_shows_12_pieces_of_each_kind_without_colour() {
    for look in LOOKS {
        let buf = draw(
            &Position::start(),
            look,
            0,
            ColorMode::None,
            HexMarks::default(),
        );
        let t = text(&buf);
        for g in ["ww", "bb", "rr"] {
            assert_eq!(t.matches(g).count(), 12, "{g} in {look:?}\n{t}");
        }
        assert!(t.contains("WHITE base") && t.contains("Black front"), "{t}");
        // No colour at all when colours are off.
        let area = buf.area;
        for y in area.top()..area.bottom() {
            for x in area.left()..area.right() {
                assert_eq!(buf[(x, y)].fg, Color::Reset);
                assert_eq!(buf[(x, y)].bg, Color::Reset);
            }
        }
    }
}

#[test]
fn colours_tell_the_three_players_apart() {
    let start = Position::start();
    for mode in [ColorMode::Ansi16, ColorMode::TrueColor] {
        let look = Look::Hex(1);
        let buf = draw(&start, look, 0, mode, HexMarks::default());
        let geom = HexGeom::new(look, 0, 0);
        let fg_of = |seat: usize| {
            let cell = start.men(seat).trailing_zeros() as u8;
            let (x, y) = geom.cell_point(0, cell);
            buf[(x, y)].fg
        };
        let colours = [fg_of(0), fg_of(1), fg_of(2)];
        assert_ne!(colours[0], colours[1]);
        assert_ne!(colours[1], colours[2]);
        assert_ne!(colours[0], colours[2]);
    }
}

#[test]
fn the_cursor_and_the_mouse_find_every_dark_cell_in_every_look_and_turn() {
    for look in LOOKS {
        let geom = HexGeom::new(look, 0, 0);
        for seat in 0..3 {
            for cell in 0..CELLS as u8 {
                let (x, y) = geom.cell_point(seat, cell);
                assert_eq!(geom.cell_at(seat, x, y), Some(cell), "{}", geo::name(cell));
                assert_eq!(geom.cell_at(seat, x + 1, y), Some(cell));
            }
        }
    }
    let e5 = geo::parse_cell("e5").expect("cell");
    let marks = HexMarks {
        cursor: Some(e5),
        ..HexMarks::default()
    };
    let look = Look::Hex(1);
    let buf = draw(&Position::start(), look, 0, ColorMode::None, marks);
    let (x, y) = HexGeom::new(look, 0, 0).cell_point(0, e5);
    assert_eq!(buf[(x - 1, y)].symbol(), "[");
    assert_eq!(buf[(x + 2, y)].symbol(), "]");
}

#[test]
fn turned_to_a_seat_its_base_is_at_the_bottom() {
    let start = Position::start();
    for look in LOOKS {
        let geom = HexGeom::new(look, 0, 0);
        for seat in 0..3 {
            // The lowest row of pieces is the seat's own base row.
            let lowest = (0..CELLS as u8)
                .filter(|&c| start.piece_at(c).is_some())
                .max_by_key(|&c| geom.cell_point(seat, c).1)
                .expect("pieces");
            assert_eq!(start.piece_at(lowest).map(|p| p.0), Some(seat));
            let t = text(&draw(
                &start,
                look,
                seat,
                ColorMode::None,
                HexMarks::default(),
            ));
            let bottom = t.lines().last().unwrap_or_default().to_string();
            let own = ["WHITE base", "BLACK base", "RED base"][seat];
            assert!(bottom.contains(own), "{look:?} {seat}: {bottom}");
        }
    }
}
