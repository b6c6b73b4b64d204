//! The settings page's keys: each row's steps, the engine commands typed, kept or
//! cleared, and the values in both languages.

use super::*;
use ratatui::crossterm::event::KeyModifiers;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn opts() -> Options {
    Options::new(std::path::PathBuf::from("/nonexistent"))
}

fn change_on(page: &mut SettingsPage, row: Setting, code: KeyCode, o: &Options) -> Change {
    page.sel = Setting::ALL.iter().position(|&s| s == row).expect("a row");
    match page.key(key(code), o) {
        SettingsAction::Change(c) => c,
        other => panic!("{row:?}: {other:?}"),
    }
}

#[test]
fn each_row_steps_through_its_values() {
    let mut p = SettingsPage::default();
    let mut o = opts();
    assert_eq!(
        change_on(&mut p, Setting::Language, KeyCode::Right, &o),
        Change::Lang(Lang::It)
    );
    assert_eq!(
        change_on(&mut p, Setting::Palette, KeyCode::Right, &o),
        Change::Palette(PaletteChoice::Fixed(ColorMode::TrueColor))
    );
    assert_eq!(
        change_on(&mut p, Setting::Palette, KeyCode::Left, &o),
        Change::Palette(PaletteChoice::Fixed(ColorMode::None))
    );
    assert_eq!(
        change_on(&mut p, Setting::Board, KeyCode::Right, &o),
        Change::Board(BoardTheme::Slate)
    );
    assert_eq!(
        change_on(&mut p, Setting::Level, KeyCode::Left, &o),
        Change::Level(Level::new(2).expect("2"))
    );
    o.level = Level::new(10);
    assert_eq!(
        change_on(&mut p, Setting::Level, KeyCode::Right, &o),
        Change::Level(Level::new(1).expect("1")),
        "the level wraps"
    );
    assert_eq!(
        change_on(&mut p, Setting::Threads, KeyCode::Left, &o),
        Change::Threads(MAX_THREADS as usize),
        "one thread less than one wraps to the most"
    );
    o.hash_mib = 32;
    assert_eq!(
        change_on(&mut p, Setting::Hash, KeyCode::Right, &o),
        Change::Hash(64)
    );
    assert_eq!(
        change_on(&mut p, Setting::Hash, KeyCode::Left, &o),
        Change::Hash(16)
    );
    o.hash_mib = 4096;
    assert_eq!(
        change_on(&mut p, Setting::Hash, KeyCode::Right, &o),
        Change::Hash(4096),
        "the largest stays"
    );
    assert_eq!(
        change_on(&mut p, Setting::Ponder, KeyCode::Enter, &o),
        Change::Ponder(true)
    );
}

#[test]
fn the_engine_command_is_typed_then_kept_or_cleared() {
    let mut p = SettingsPage::default();
    let mut o = opts();
    p.sel = Setting::ALL
        .iter()
        .position(|&s| s == Setting::Engine)
        .expect("a row");
    assert_eq!(p.key(key(KeyCode::Enter), &o), SettingsAction::None);
    assert!(p.editing.is_some());
    for c in "kr --hub".chars() {
        p.key(key(KeyCode::Char(c)), &o);
    }
    assert_eq!(
        p.key(key(KeyCode::Enter), &o),
        SettingsAction::Change(Change::Engine(Some("kr --hub".into())))
    );
    assert!(p.editing.is_none());
    o.engine = Some("kr --hub".into());
    // Esc while typing keeps the old command; Left clears it.
    p.key(key(KeyCode::Enter), &o);
    p.key(key(KeyCode::Char('x')), &o);
    assert_eq!(p.key(key(KeyCode::Esc), &o), SettingsAction::None);
    assert!(p.editing.is_none());
    assert_eq!(
        p.key(key(KeyCode::Left), &o),
        SettingsAction::Change(Change::Engine(None))
    );
    assert_eq!(p.key(key(KeyCode::Esc), &o), SettingsAction::Back);
}

#[test]
fn values_read_in_both_languages() {
    let mut o = opts();
    o.palette_auto = true;
    o.colors = ColorMode::Ansi16;
    let en = SettingsPage::value(Setting::Palette, &o, Lang::En);
    let it = SettingsPage::value(Setting::Palette, &o, Lang::It);
    assert!(en.contains("auto") && en.contains("16"), "{en}");
    assert!(it.contains("16"), "{it}");
    assert_eq!(SettingsPage::value(Setting::Hash, &o, Lang::En), "32 MiB");
    assert_eq!(
        SettingsPage::value(Setting::Engine, &o, Lang::It),
        "nessuno"
    );
}

#[test]
fn the_analysis_engine_row_types_its_own_command() {
    let mut p = SettingsPage::default();
    let mut o = opts();
    o.engine = Some("kr --hub".into());
    p.sel = Setting::ALL
        .iter()
        .position(|&s| s == Setting::AnalysisEngine)
        .expect("a row");
    // The field opens empty (not the seat's engine), and Enter gives the analysis's.
    assert_eq!(p.key(key(KeyCode::Enter), &o), SettingsAction::None);
    assert_eq!(p.editing.as_ref().map(|f| f.text.as_str()), Some(""));
    for c in "scan hub".chars() {
        p.key(key(KeyCode::Char(c)), &o);
    }
    assert_eq!(
        p.key(key(KeyCode::Enter), &o),
        SettingsAction::Change(Change::AnalysisEngine(Some("scan hub".into())))
    );
    o.analysis_engine = Some("scan hub".into());
    assert_eq!(
        SettingsPage::value(Setting::AnalysisEngine, &o, Lang::En),
        "scan hub"
    );
    assert_eq!(
        p.key(key(KeyCode::Left), &o),
        SettingsAction::Change(Change::AnalysisEngine(None))
    );
}
