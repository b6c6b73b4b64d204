//! `dama play` (and `dama` alone): turns the flags into the game's options and runs the
//! terminal game.

use std::io::IsTerminal;

use anyhow::bail;

use dama::game::save;
use dama::tui::{self, ColorChoice, ColorMode, Lang, Mover, Options};

use crate::cli::{ColorArg, LangArg, MoverArg, PlayArgs};

/// Builds the options `args` describe, saving where the game module says. A game to
/// load is found as `dama export` finds it: the path as given, else a name in the save
/// directory (`--load mygame` opens `saves/mygame.json`).
pub fn options(args: &PlayArgs) -> anyhow::Result<Options> {
    let mut opts = Options::new(save::save_dir());
    opts.start_menu = args.level.is_none()
        && args.depth.is_none()
        && args.color.is_none()
        && args.load.is_none()
        && args.white.is_none()
        && args.black.is_none()
        && args.game.is_none();
    if let Some(game) = &args.game {
        opts.game = game.clone();
    }
    opts.level = args.level;
    opts.depth = args.depth;
    opts.color = match args.color {
        Some(ColorArg::Black) => ColorChoice::Black,
        Some(ColorArg::Random) => ColorChoice::Random,
        Some(ColorArg::White) | None => ColorChoice::White,
    };
    let side = |s: MoverArg| match s {
        MoverArg::Human => Mover::Human,
        MoverArg::Computer => Mover::Computer,
    };
    opts.white = args.white.map(side);
    opts.black = args.black.map(side);
    opts.load = match &args.load {
        Some(name) => Some(super::games::find(&name.to_string_lossy())?),
        None => None,
    };
    opts.ascii = args.ascii;
    opts.lang = match args.lang {
        Some(LangArg::It) => Lang::It,
        Some(LangArg::En) => Lang::En,
        None => Lang::from_env(),
    };
    opts.colors = ColorMode::from_env();
    opts.seed = args.seed;
    Ok(opts)
}

pub fn play(args: &PlayArgs) -> anyhow::Result<()> {
    // Arguments first, so a wrong --load is reported even without a terminal.
    let opts = options(args)?;
    if !std::io::stdout().is_terminal() {
        bail!("the game needs a terminal; for scripts see `dama --help`");
    }
    Ok(tui::run(opts)?)
}
