//! What ships beside the binary, run as a user would: `dama completions SHELL` for every
//! shell, `dama man`, a shell clap does not know, and a reader that goes away.

mod common;

use std::process::{Command, Stdio};

use common::{dama, stdout};

/// The subcommands every script and the page must name.
const SUBCOMMANDS: [&str; 6] = ["play", "perft", "match", "analyze", "egdb", "man"];

/// Runs `dama completions SHELL`, checks it succeeded with nothing on stderr, and returns
/// the script.
fn script(shell: &str) -> String {
    let out = dama(&["completions", shell]);
    assert!(out.status.success(), "{shell}: {:?}", out.status);
    assert!(out.stderr.is_empty(), "{shell}: {:?}", out.stderr);
    let text = stdout(&out);
    for name in SUBCOMMANDS {
        assert!(text.contains(name), "{shell} does not name {name}");
    }
    text
}

#[test]
fn bash_defines_a_completion_function_for_dama() {
    let text = script("bash");
    assert!(text.contains("_dama() {"), "{text}");
    assert!(text.contains("complete -F _dama"), "{text}");
    // The values of --game are offered.
    assert!(text.contains("international"));
}

#[test]
fn zsh_fish_powershell_and_elvish_scripts() {
    assert!(script("zsh").starts_with("#compdef dama"));
    let fish = script("fish");
    assert!(fish.contains("complete -c dama"), "{fish}");
    assert!(fish.contains("__fish_dama_needs_command"), "{fish}");
    let powershell = script("powershell");
    assert!(
        powershell.contains("Register-ArgumentCompleter"),
        "{powershell}"
    );
    assert!(powershell.contains("'dama'"), "{powershell}");
    let elvish = script("elvish");
    assert!(
        elvish.contains("set edit:completion:arg-completer[dama]"),
        "{elvish}"
    );
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let out = dama(&["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(message.contains("invalid value 'tcsh'"), "{message}");
    assert!(message.contains("bash"), "{message}");
    let out = dama(&["completions"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn man_prints_one_page_with_every_subcommand() {
    let out = dama(&["man"]);
    assert!(out.status.success(), "{:?}", out.status);
    assert!(out.stderr.is_empty());
    let page = stdout(&out);
    let th = page.lines().find(|l| l.starts_with(".TH ")).expect(".TH");
    assert!(th.starts_with(".TH dama 1 "), "{th}");
    for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS"] {
        assert!(page.contains(&format!("\n.SH {heading}\n")), "no {heading}");
    }
    for name in SUBCOMMANDS {
        assert!(page.contains(&format!(".SS \"dama {name}\"")), "no {name}");
    }
    // The subcommands of a subcommand, with their options.
    assert!(page.contains(".SS \"dama egdb build\""));
    assert!(page.contains("\\fB\\-\\-pieces\\fR"));
    // One title, one preamble: the sections are not whole pages glued together.
    assert_eq!(page.matches(".TH ").count(), 1);
    assert_eq!(page.matches(".ds Aq").count(), 2);
    assert!(!page.contains("dama-perft(1)"), "no page of its own");
}

/// A reader that has gone away before the output is written: exit 0, no panic.
#[test]
fn a_closed_pipe_is_not_a_panic() {
    for args in [&["man"][..], &["completions", "bash"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the dama binary runs");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("dama ends");
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {:?} {message}", out.status);
        assert!(!message.contains("panicked"), "{message}");
    }
}
