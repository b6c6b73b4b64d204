//! What ships beside the binary, generated from the clap definitions of `cli.rs`:
//! `dama completions SHELL` (a completion script, by `clap_complete`) and `dama man` (the
//! man page in roff, by `clap_mangen`). docs/install.md says where each one goes.
//!
//! The man page is ONE page, `dama(1)`: the top command, then a COMMANDS section with a
//! subsection per subcommand (and per subcommand of `egdb`, `book`, `tune`), each with its
//! description, synopsis and options. Whoever types `man dama` finds every command in it
//! (`/perft` jumps there), and installing it is one file, one line; the subcommands are
//! too small (a few flags each) to be worth a page each and a loop to install them.

use std::io::{self, Write};

use anyhow::Context;
use clap::CommandFactory;
use clap_complete::Shell;
use clap_mangen::Man;

use crate::cli::Cli;

/// The program's name in scripts and on the page.
const NAME: &str = "dama";

/// `dama completions SHELL`: the completion script on standard output.
pub fn completions(shell: Shell) -> anyhow::Result<()> {
    let mut script = Vec::new();
    // The generators panic on a write error, so they write to memory; only the copy to
    // standard output can fail (a reader that went away: main says done).
    clap_complete::generate(shell, &mut Cli::command(), NAME, &mut script);
    print(&script)
}

/// `dama man`: the man page (roff) on standard output.
pub fn man() -> anyhow::Result<()> {
    let page = page().context("cannot render the man page")?;
    print(page.as_bytes())
}

/// Writes `bytes` to standard output and flushes it.
fn print(bytes: &[u8]) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(())
}

/// The whole page: the top command's sections, every subcommand, the version.
pub fn page() -> io::Result<String> {
    // The `help` subcommand is `--help` again: left off the page, as clap_mangen does.
    let mut cmd = Cli::command().disable_help_subcommand(true);
    // Gives every subcommand its full name (`dama egdb build`) for its synopsis.
    cmd.build();
    let top = Man::new(cmd.clone());
    let mut page = text(|w| top.render_title(w))?;
    page += section(&text(|w| top.render_name_section(w))?);
    page += section(&text(|w| top.render_synopsis_section(w))?);
    page += section(&text(|w| top.render_description_section(w))?);
    page += section(&text(|w| top.render_options_section(w))?);
    page += ".SH COMMANDS\n";
    for sub in visible(&cmd) {
        commands(&mut page, sub, &cmd)?;
    }
    page += section(&text(|w| top.render_version_section(w))?);
    Ok(page)
}

/// Appends a subsection for `cmd` (its description, synopsis and options) and one for
/// each of its own subcommands. A subcommand with the top command's options (`dama
/// play`, which `dama` alone is) points to them instead of listing them again.
fn commands(page: &mut String, cmd: &clap::Command, top: &clap::Command) -> io::Result<()> {
    let name = cmd.get_bin_name().unwrap_or_else(|| cmd.get_name());
    let man = Man::new(cmd.clone());
    *page += &format!(".SS \"{name}\"\n");
    page.push_str(&body(&text(|w| man.render_description_section(w))?));
    *page += ".PP\n";
    page.push_str(&body(&text(|w| man.render_synopsis_section(w))?));
    if !options(cmd).is_empty() && options(cmd) == options(top) {
        *page += &format!(".PP\nThe options are those of {NAME} above (OPTIONS).\n");
    } else if cmd.get_arguments().any(|a| !a.is_hide_set()) {
        page.push_str(&body(&text(|w| man.render_options_section(w))?));
    }
    for sub in visible(cmd) {
        commands(page, sub, top)?;
    }
    Ok(())
}

/// The names of the options and arguments `cmd` shows, but for `--help` and
/// `--version`.
fn options(cmd: &clap::Command) -> Vec<&str> {
    cmd.get_arguments()
        .filter(|a| !a.is_hide_set())
        .map(|a| a.get_id().as_str())
        .filter(|id| !matches!(*id, "help" | "version"))
        .collect()
}

/// The subcommands of `cmd` that its help shows.
fn visible(cmd: &clap::Command) -> impl Iterator<Item = &clap::Command> {
    cmd.get_subcommands().filter(|s| !s.is_hide_set())
}

/// What a clap_mangen render writes, as text.
fn text(render: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> io::Result<String> {
    let mut bytes = Vec::new();
    render(&mut bytes)?;
    String::from_utf8(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
}

/// A rendered section from its `.SH` line on, without the preamble that every render
/// repeats (the title's render already holds it).
fn section(rendered: &str) -> &str {
    rendered
        .find(".SH ")
        .map_or(rendered, |start| &rendered[start..])
}

/// A rendered section's lines after its `.SH` heading (an options section of a command
/// with help headings has more than one: each becomes a paragraph break).
fn body(rendered: &str) -> String {
    section(rendered)
        .lines()
        .enumerate()
        .filter_map(|(i, line)| match (i, line.starts_with(".SH ")) {
            (0, true) => None,
            (_, true) => Some(".PP\n".to_string()),
            _ => Some(format!("{line}\n")),
        })
        .collect()
}
