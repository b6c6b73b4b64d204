//! Every integration test in one binary: one link and one copy of the generic engine
//! and rules code instead of one per file, which made the first `cargo test` several
//! times as long as the release build. `Cargo.toml` sets `autotests = false`, so a file
//! in `tests/` runs only if it is a module here; `every_test_file_runs` checks that none
//! is forgotten. The `insta` snapshots are named after the module path
//! (`tests/snapshots/all__tui__menu_en.snap` for `tui.rs`). Each module keeps its own
//! `mod common;` (or `game_support`, `tui_support`): a module loaded by `#[path]` finds
//! them in `tests/` as before.

// Each test file declares the helper modules it uses, as when it was its own binary, so
// the helpers are compiled once per module that uses them: small, and it keeps every
// file unchanged.
#![allow(clippy::duplicate_mod)]

#[path = "book.rs"]
mod book;
#[path = "book_variants.rs"]
mod book_variants;
#[path = "bulk_count.rs"]
mod bulk_count;
#[path = "cli_annotate.rs"]
mod cli_annotate;
#[path = "cli_book.rs"]
mod cli_book;
#[path = "cli_book_variants.rs"]
mod cli_book_variants;
#[path = "cli_completions.rs"]
mod cli_completions;
#[path = "cli_dxp.rs"]
mod cli_dxp;
#[path = "cli_edges.rs"]
mod cli_edges;
#[path = "cli_egdb.rs"]
mod cli_egdb;
#[path = "cli_egdb_english.rs"]
mod cli_egdb_english;
#[path = "cli_engine.rs"]
mod cli_engine;
#[path = "cli_games.rs"]
mod cli_games;
#[path = "cli_interrupt.rs"]
mod cli_interrupt;
#[path = "cli_library.rs"]
mod cli_library;
#[path = "cli_network.rs"]
mod cli_network;
#[path = "cli_play.rs"]
mod cli_play;
#[path = "cli_rules.rs"]
mod cli_rules;
#[path = "cli_tune.rs"]
mod cli_tune;
#[path = "cli_variants.rs"]
mod cli_variants;
#[path = "dameta.rs"]
mod dameta;
#[path = "dameta_goals.rs"]
mod dameta_goals;
#[path = "dameta_reference.rs"]
mod dameta_reference;
#[path = "damhex.rs"]
mod damhex;
#[path = "docs_links.rs"]
mod docs_links;
#[path = "egdb.rs"]
mod egdb;
#[path = "egdb_wdl.rs"]
mod egdb_wdl;
#[path = "engine.rs"]
mod engine;
#[path = "game.rs"]
mod game;
#[path = "help.rs"]
mod help;
#[path = "house.rs"]
mod house;
#[path = "hub.rs"]
mod hub;
#[path = "hub_egdb.rs"]
mod hub_egdb;
#[path = "hub_level.rs"]
mod hub_level;
#[path = "hub_stop.rs"]
mod hub_stop;
#[path = "input_files.rs"]
mod input_files;
#[path = "match_cli.rs"]
mod match_cli;
#[path = "multipv.rs"]
mod multipv;
#[path = "notation.rs"]
mod notation;
#[path = "pdn.rs"]
mod pdn;
#[path = "pdn_tree.rs"]
mod pdn_tree;
#[path = "perft.rs"]
mod perft;
#[path = "play_record.rs"]
mod play_record;
#[path = "properties.rs"]
mod properties;
#[path = "robustness.rs"]
mod robustness;
#[path = "robustness_echo.rs"]
mod robustness_echo;
#[path = "rules.rs"]
mod rules;
#[path = "save.rs"]
mod save;
#[path = "save_errors.rs"]
mod save_errors;
#[path = "save_fields.rs"]
mod save_fields;
#[path = "tui.rs"]
mod tui;
#[path = "tui_analysis.rs"]
mod tui_analysis;
#[path = "tui_board.rs"]
mod tui_board;
#[path = "tui_clocks.rs"]
mod tui_clocks;
#[path = "tui_dameta.rs"]
mod tui_dameta;
#[path = "tui_dameta_goals.rs"]
mod tui_dameta_goals;
#[path = "tui_damhex.rs"]
mod tui_damhex;
#[path = "tui_damhex_draw.rs"]
mod tui_damhex_draw;
#[path = "tui_damhex_names.rs"]
mod tui_damhex_names;
#[path = "tui_damhex_play.rs"]
mod tui_damhex_play;
#[path = "tui_damhex_refusals.rs"]
mod tui_damhex_refusals;
#[path = "tui_damhex_table.rs"]
mod tui_damhex_table;
#[path = "tui_edges.rs"]
mod tui_edges;
#[path = "tui_editor.rs"]
mod tui_editor;
#[path = "tui_editor_games.rs"]
mod tui_editor_games;
#[path = "tui_engine.rs"]
mod tui_engine;
#[path = "tui_faults.rs"]
mod tui_faults;
#[path = "tui_library.rs"]
mod tui_library;
#[path = "tui_library_tree.rs"]
mod tui_library_tree;
#[path = "tui_looks.rs"]
mod tui_looks;
#[path = "tui_network.rs"]
mod tui_network;
#[path = "tui_network_menu.rs"]
mod tui_network_menu;
#[path = "tui_network_time.rs"]
mod tui_network_time;
#[path = "tui_outside.rs"]
mod tui_outside;
#[path = "tui_play.rs"]
mod tui_play;
#[path = "tui_playing.rs"]
mod tui_playing;
#[path = "tui_polish.rs"]
mod tui_polish;
#[path = "tui_puzzles.rs"]
mod tui_puzzles;
#[path = "tui_refusals.rs"]
mod tui_refusals;
#[path = "tui_resume.rs"]
mod tui_resume;
#[path = "tui_search.rs"]
mod tui_search;
#[path = "tui_settings.rs"]
mod tui_settings;
#[path = "tui_settings_engine.rs"]
mod tui_settings_engine;
#[path = "tui_study.rs"]
mod tui_study;
#[path = "tui_tree.rs"]
mod tui_tree;
#[path = "tui_variant_egdb.rs"]
mod tui_variant_egdb;
#[path = "tui_variants.rs"]
mod tui_variants;
#[path = "variants.rs"]
mod variants;
#[path = "variants_input.rs"]
mod variants_input;

/// Every `tests/*.rs` file is a module above or a `[[test]]` of `Cargo.toml`.
#[test]
fn every_test_file_runs() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let here = include_str!("all.rs");
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).expect("Cargo.toml");
    let entries = std::fs::read_dir(dir.join("tests")).expect("tests/");
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".rs") || name == "all.rs" {
            continue;
        }
        let module = format!("#[path = \"{name}\"]");
        let own = format!("path = \"tests/{name}\"");
        assert!(
            here.contains(&module) || manifest.contains(&own),
            "tests/{name} is never run: add `{module} mod ...;` to tests/all.rs"
        );
    }
}
