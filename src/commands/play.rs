//! `dama play` (and `dama` alone): turns the flags into the game's options and runs the
//! terminal game.

use std::io::IsTerminal;
use std::path::PathBuf;

use anyhow::bail;

use dama::config::{self, Config};
use dama::game::save;
use dama::lang::Localize;
use dama::tui::databases::DatabaseDir;
use dama::tui::{self, Background, BoardTheme, ColorChoice, ColorMode, Lang, Mover, Options};

use crate::cli::{ColorArg, LangArg, MoverArg, PlayArgs};

/// Builds the options `args` describe, saving where the game module says. A game to
/// load is found as `dama export` finds it: the path as given, else a name in the save
/// directory (`--load mygame` opens `saves/mygame.json`).
pub fn options(args: &PlayArgs) -> anyhow::Result<Options> {
    let config_path = config::path();
    let mut broken = None;
    let settings = match config_path.as_deref().map(Config::load) {
        Some(Ok(c)) => c,
        Some(Err(e)) => {
            // Said, and the game goes on with the defaults (the menu and the settings
            // page say it too); the file is never written over.
            let lang = args.lang.map_or_else(Lang::from_env, lang_of);
            eprintln!("dama: {} (using the defaults)", e.localize(lang));
            broken = Some(e);
            Config::default()
        }
        None => Config::default(),
    };
    let mut opts = options_with(args, &settings, config_path)?;
    if let Some(e) = broken {
        let why = e.localize(opts.lang);
        // Nothing is written to it: `Config::update` refuses a file it cannot read.
        opts.settings_error = Some(dama::lang::settings::started_on_defaults(opts.lang, &why));
    }
    Ok(opts)
}

/// [`options`] with the settings file's contents given: flags first, then the settings,
/// then the environment and the defaults.
pub fn options_with(
    args: &PlayArgs,
    settings: &Config,
    config_path: Option<PathBuf>,
) -> anyhow::Result<Options> {
    let mut opts = Options::new(save::save_dir());
    opts.config = config_path;
    opts.start_menu = args.level.is_none()
        && args.depth.is_none()
        && args.color.is_none()
        && args.load.is_none()
        && args.library.is_none()
        && args.white.is_none()
        && args.black.is_none()
        && args.red.is_none()
        && args.game.is_none()
        && args.clock.is_none()
        && !super::play_engines::any(args)
        && !args.ballot
        && !args.edit
        && !args.puzzles
        && !args.analyse
        && args.host.is_none()
        && args.join.is_none()
        && args.fen.is_none();
    opts.edit = args.edit;
    opts.puzzles = args.puzzles;
    opts.analyse = args.analyse;
    // The flag wins over the settings file's analysis engine.
    opts.analysis_engine = (args.analysis_engine.clone())
        .or_else(|| settings.analysis_engine.clone())
        .filter(|c| !c.trim().is_empty());
    opts.clock = args.clock;
    opts.ballot = args.ballot;
    if let Some(game) = &args.game {
        opts.game = game.clone();
    }
    if args.puzzles {
        let has = tui::registry::index_of(&opts.game)
            .is_some_and(|i| (tui::registry::GAMES[i].has_puzzles)());
        if !has {
            bail!(
                "there are no puzzles for {}: --puzzles is for the draughts games (--game \
                 italian, english, brazilian or international)",
                opts.game
            );
        }
    }
    if let Some(fen) = &args.fen {
        // A game starts from it, read by that game's reader (so after `--game`); the
        // editor checks its own positions, below.
        let fen = tui::shell::editor::edit::clean_text(fen);
        if !args.edit {
            check_start_fen(&opts.game, fen, args.load.is_some())?;
        }
        opts.fen = Some(fen.to_string());
    }
    opts.level = args
        .level
        .or_else(|| settings.level.and_then(dama::core::Level::new));
    opts.level_given = args.level.is_some();
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
    opts.red = args.red.map(side);
    if opts.red.is_some() && args.load.is_none() {
        three_players(&opts.game)?;
    }
    if args.clock.is_some() && players_of(&opts.game) > 2 {
        return Err(ClockForThree.into());
    }
    opts.load = match &args.load {
        Some(name) => Some(super::games::find(&name.to_string_lossy())?),
        None => None,
    };
    opts.library = args.library.clone();
    opts.ascii = args.ascii || settings.ascii == Some(true);
    opts.lang = match (args.lang, settings.lang.as_deref()) {
        (Some(l), _) => lang_of(l),
        (None, Some("it")) => Lang::It,
        (None, Some("en")) => Lang::En,
        (None, _) => Lang::from_env(),
    };
    opts.palette_auto = matches!(settings.palette.as_deref(), None | Some("auto"));
    opts.background_auto = matches!(settings.theme.as_deref(), None | Some("auto"));
    opts.board = BoardTheme::from_key(settings.board.as_deref());
    opts.hash_mib = settings
        .hash
        .map_or(dama::engine::params::table::GAME_MIB, |h| h as usize);
    opts.engine = settings.engine.clone();
    opts.colors = match settings.palette.as_deref() {
        Some("truecolor") => ColorMode::TrueColor,
        Some("256") => ColorMode::Ansi256,
        Some("16") => ColorMode::Ansi16,
        Some("none") => ColorMode::None,
        _ => ColorMode::from_env(),
    };
    opts.background = match settings.theme.as_deref() {
        Some("light") => Background::Light,
        Some("dark") => Background::Dark,
        _ => Background::from_env(),
    };
    opts.numbers = settings.numbers.unwrap_or(true);
    opts.seed = args.seed;
    opts.threads = args
        .threads
        .or(settings.threads)
        .map_or_else(default_threads, |t| t as usize);
    opts.ponder = args.ponder || settings.ponder == Some(true);
    super::play_engines::apply(args, &mut opts)?;
    opts.databases = match dama::draughts::italian::egdb::default_dir() {
        Ok(dir) => DatabaseDir::At(dir),
        Err(_) => DatabaseDir::NoFolder,
    };
    Ok(opts)
}

/// The computer's threads when nothing says: every core but one, so the game itself
/// keeps one (at least one thread).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

fn lang_of(l: LangArg) -> Lang {
    match l {
        LangArg::It => Lang::It,
        LangArg::En => Lang::En,
    }
}

/// `dama config`: where the settings file is, then what it holds.
pub fn show_config() -> anyhow::Result<()> {
    let Some(path) = config::path() else {
        anyhow::bail!("this system has no config folder; set DAMA_CONFIG to a file");
    };
    println!("Settings file: {}", path.display());
    if !path.exists() {
        println!("(not written yet: the defaults apply; the game writes it when you change");
        println!(" the level or the square numbers, or write it by hand)");
        println!(
            "Keys: lang \"it\"|\"en\", palette \"auto\"|\"truecolor\"|\"256\"|\"16\"|\"none\","
        );
        println!("      theme \"auto\"|\"dark\"|\"light\", level 1-10, numbers true|false,");
        println!("      ascii true|false, threads 1-256, ponder true|false,");
        println!("      board \"wood\"|\"slate\", hash 1-4096 (MiB), engine \"COMMAND\",");
        println!("      analysis_engine \"COMMAND\" (F4, F5, dama annotate)");
        println!("(or change them on the settings page: Settings in the menu, F7 in a game)");
        return Ok(());
    }
    let settings = Config::load(&path).map_err(|e| BadSettings(e.localize(Lang::from_env())))?;
    print!("{}", settings.to_text());
    Ok(())
}

/// Refuses a `--fen` the game's rules do not accept, or given with `--load`.
fn check_start_fen(id: &str, fen: &str, load: bool) -> Result<(), BadFen> {
    let reason = if load {
        Some("--fen starts a new game; --load resumes one: give one of them".to_string())
    } else {
        let i = tui::registry::index_of(id).unwrap_or(0);
        (tui::registry::GAMES[i].check_position)(fen, Lang::En).err()
    };
    match reason {
        Some(reason) => Err(BadFen {
            fen: fen.to_string(),
            reason,
        }),
        None => Ok(()),
    }
}

/// A `--fen` that cannot start the game (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("--fen {fen}: {reason}")]
pub struct BadFen {
    pub fen: String,
    pub reason: String,
}

/// `--red` for a game of two players (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("--red is for DamHex^3, the game of three players; {game} has White and Black only")]
pub struct RedForTwo {
    pub game: String,
}

/// A clock asked for a game of three players (exit status 2): a player out of time
/// in the middle of a three-player game has no rule of the authors' to go by.
#[derive(Debug, thiserror::Error)]
#[error("--clock is for the games of two players: DamHex^3 is played without a clock")]
pub struct ClockForThree;

/// How many players game `id` has (two when the shell does not know it).
fn players_of(id: &str) -> usize {
    tui::registry::index_of(id).map_or(2, |i| tui::registry::GAMES[i].players)
}

/// Refuses `--red` unless game `id` has a third seat.
fn three_players(id: &str) -> Result<(), RedForTwo> {
    if players_of(id) >= 3 {
        Ok(())
    } else {
        Err(RedForTwo {
            game: id.to_string(),
        })
    }
}

/// A settings file that cannot be read, shown by `dama config` (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadSettings(pub String);

pub fn play(args: &PlayArgs) -> anyhow::Result<()> {
    // Arguments first, so a wrong --load is reported even without a terminal.
    let opts = options(args)?;
    // A game to load is read now, so a bad file is named even without a terminal.
    if let Some(path) = &opts.load {
        let game = dama::games::load(path)?;
        if opts.red.is_some() {
            three_players(game.variant())?;
        }
    }
    // A position to edit is read now too, so a broken one is named without a terminal.
    if let Some(fen) = &opts.fen {
        check_fen(&opts.game, fen, opts.lang)?;
    }
    // So is a library.
    if let Some(path) = &opts.library {
        dama::library::Library::open(path, dama::library::pdn_variant(&opts.game))
            .map_err(|e| super::library::BadLibrary(e.localize(opts.lang)))?;
    }
    let networked = args.host.is_some() || args.join.is_some();
    if (args.lines || args.transcript.is_some()) && !networked {
        bail!(super::play_net::BadNet(
            "--lines and --transcript are for a game over the network: add --host or --join".into()
        ));
    }
    if !args.lines && !std::io::stdout().is_terminal() {
        bail!("the game needs a terminal; for scripts see `dama --help`");
    }
    // The connection is made before the screen is taken, so a refusal is read there.
    let mut opts = opts;
    super::play_net::connect(args, &mut opts)?;
    if args.lines {
        let mut out = std::io::stdout().lock();
        return Ok(tui::run_lines(
            opts,
            std::io::BufReader::new(std::io::stdin()),
            &mut out,
        )?);
    }
    Ok(tui::run(opts)?)
}

/// Whether `fen` (as pasted: quotes and spaces are dropped) is a position of `game`;
/// else what is wrong with it, in the player's language, as bad input (exit status 2).
pub fn check_fen(game: &str, fen: &str, lang: Lang) -> anyhow::Result<()> {
    let Some(entry) = tui::registry::index_of(game).map(|i| &tui::registry::GAMES[i]) else {
        bail!("there is no game \"{game}\"");
    };
    let text = tui::shell::editor::edit::clean_text(fen);
    (entry.check_position)(text, lang).map_err(|reason| {
        super::tools::BadInput {
            game: entry.id,
            reason,
        }
        .into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use dama::core::Level;

    fn with(args: &PlayArgs, settings: &Config) -> Options {
        options_with(args, settings, None).expect("options")
    }

    #[test]
    fn edit_opens_the_editor_instead_of_the_menu() {
        let args = PlayArgs {
            edit: true,
            fen: Some("W:W18:B14".into()),
            ..PlayArgs::default()
        };
        let o = with(&args, &Config::default());
        assert!(o.edit && !o.start_menu);
        assert_eq!(o.fen.as_deref(), Some("W:W18:B14"));
        assert!(check_fen("italian", "'W:W18:B14'", Lang::En).is_ok());
        let err = check_fen("italian", "W:W18:B33", Lang::It).expect_err("off the board");
        assert!(err.to_string().contains("33"), "{err}");
    }

    #[test]
    fn settings_apply_and_flags_override_them() {
        let settings = Config {
            lang: Some("it".into()),
            palette: Some("none".into()),
            theme: Some("light".into()),
            level: Some(7),
            numbers: Some(false),
            ascii: Some(true),
            threads: Some(3),
            ponder: Some(true),
            board: Some("slate".into()),
            hash: Some(128),
            engine: Some("other --hub".into()),
            analysis_engine: Some("scan hub".into()),
            version: None,
        };
        let o = with(&PlayArgs::default(), &settings);
        assert_eq!(o.lang, Lang::It);
        assert_eq!(o.colors, ColorMode::None);
        assert_eq!(o.background, Background::Light);
        assert_eq!(o.level, Level::new(7));
        assert!(!o.numbers && o.ascii);
        assert_eq!((o.threads, o.ponder), (3, true));
        assert_eq!((o.board, o.hash_mib), (BoardTheme::Slate, 128));
        assert_eq!(o.engine.as_deref(), Some("other --hub"));
        assert_eq!(o.analysis_engine.as_deref(), Some("scan hub"));
        assert!(!o.palette_auto && !o.background_auto);
        assert!(o.start_menu, "a level from the settings keeps the menu");
        assert!(!o.level_given, "a loaded game keeps its own level");
        let flags = PlayArgs {
            lang: Some(LangArg::En),
            level: Level::new(2),
            threads: Some(1),
            analysis_engine: Some("kr --hub".into()),
            ..PlayArgs::default()
        };
        let o = with(&flags, &settings);
        let engine = o.analysis_engine.as_deref();
        assert_eq!(engine, Some("kr --hub"), "--analysis-engine wins");
        assert_eq!((o.lang, o.level), (Lang::En, Level::new(2)));
        assert!(o.level_given, "--level overrides a loaded game's level");
        assert_eq!(o.threads, 1, "--threads overrides the settings");
        let o = with(&PlayArgs::default(), &Config::default());
        assert!(o.numbers && !o.ascii && o.level.is_none());
        assert_eq!(o.threads, default_threads());
        assert!(!o.ponder);
        let o = with(
            &PlayArgs {
                ponder: true,
                ..PlayArgs::default()
            },
            &Config::default(),
        );
        assert!(o.ponder, "--ponder turns it on");
    }
}
