//! The DamHex^3 board widget, rendered into ratatui's `TestBackend` buffer: hexagons, the
//! three kinds of pieces with and without colours, the cursor, and the mouse mapping.

use dama::damhex::Position;
use dama::damhex::geometry::{self as geo, CELLS};
use dama::tui::widgets::damhex::{HEIGHT, HexBoard, WIDTH, cell_at, cell_origin};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::widgets::Widget;

fn draw(pos: &Position, color: bool, cursor: Option<u8>) -> Buffer {
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    let mut buf = Buffer::empty(area);
    HexBoard {
        pos,
        cursor,
        picked: None,
        last: None,
        color,
    }
    .render(area, &mut buf);
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
    let buf = draw(&Position::start(), false, None);
    let t = text(&buf);
    println!("{t}");
    for g in ["ww", "bb", "rr"] {
        assert_eq!(t.matches(g).count(), 12, "{g}");
    }
    assert!(t.contains("WHITE base"));
    assert!(t.contains("Black front"));
    // No colour at all when colours are off.
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            assert_eq!(buf[(x, y)].fg, Color::Reset);
            assert_eq!(buf[(x, y)].bg, Color::Reset);
        }
    }
}

#[test]
fn colours_tell_the_three_players_apart() {
    let start = Position::start();
    let buf = draw(&start, true, None);
    let fg_of = |cell: u8| {
        let (x, y) = cell_origin(buf.area, cell);
        buf[(x + 1, y)].fg
    };
    let one = |seat: usize| start.men(seat).trailing_zeros() as u8;
    let colours = [fg_of(one(0)), fg_of(one(1)), fg_of(one(2))];
    assert_ne!(colours[0], colours[1]);
    assert_ne!(colours[1], colours[2]);
    assert_ne!(colours[0], colours[2]);
}

#[test]
fn the_cursor_and_the_mouse_find_every_dark_cell() {
    let area = Rect::new(0, 0, WIDTH, HEIGHT);
    for cell in 0..CELLS as u8 {
        let (x, y) = cell_origin(area, cell);
        assert_eq!(cell_at(area, x + 1, y), Some(cell), "{}", geo::name(cell));
        assert_eq!(cell_at(area, x + 2, y + 1), Some(cell));
    }
    let e5 = geo::parse_cell("e5").expect("cell");
    let buf = draw(&Position::start(), false, Some(e5));
    let (x, y) = cell_origin(area, e5);
    assert_eq!(buf[(x, y)].symbol(), "[");
    assert_eq!(buf[(x + 3, y)].symbol(), "]");
}

#[test]
fn the_panel_shows_the_ratto_and_the_scores_in_both_languages() {
    use dama::core::Rules;
    use dama::lang::{Lang, damhex_panel, render_damhex_move_error};
    let mut pos = Position::start();
    let mv = pos.parse_move("c5-d6").expect("legal");
    pos.play_unchecked(&mv);
    let en = damhex_panel(Lang::En, &pos, Some(&mv), false);
    assert!(
        en.iter().any(|l| l == "RATTO: Red steals Black's turn"),
        "{en:?}"
    );
    let it = damhex_panel(Lang::It, &pos, Some(&mv), false);
    assert!(
        it.iter().any(|l| l == "RATTO: Rosso ruba il turno a Nero"),
        "{it:?}"
    );
    let steal = pos.parse_move("e7xc5").expect("the ratto");
    let err = pos.parse_move("e3-d3").expect_err("Black must wait");
    assert_eq!(
        render_damhex_move_error(Lang::It, &err),
        "Rosso ruba il turno a Nero: prima Rosso prende (il ratto)"
    );
    pos.play_unchecked(&steal);
    let en = damhex_panel(Lang::En, &pos, Some(&steal), false);
    assert!(en.iter().any(|l| l == "last: Red e7xc5 (ratto)"), "{en:?}");
    assert!(
        en.iter()
            .any(|l| l.contains("White") && l.contains("11 men")),
        "{en:?}"
    );
    let drawn = damhex_panel(Lang::En, &pos, None, true);
    assert!(
        drawn
            .iter()
            .all(|l| !l.contains("White") || l.ends_with("1 pts")),
        "{drawn:?}"
    );
}
