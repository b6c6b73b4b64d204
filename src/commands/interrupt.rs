//! Ctrl-C during `dama analyze`: the search's stop flag, raised by SIGINT (Unix, through
//! `signal-hook`), so the search ends as at its limit and the best move found so far is
//! printed (`nodes`, `bestmove`), with exit status 0.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// A fresh stop flag that SIGINT raises (on Unix; elsewhere a plain flag). Once it is
/// registered, a second Ctrl-C does not kill the program either: the search is already
/// stopping.
pub fn stop_on_interrupt() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        // Without the handler Ctrl-C still ends the program, as before: nothing to report.
        let _ = signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&stop));
    }
    stop
}
