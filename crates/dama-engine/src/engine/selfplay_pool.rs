//! Self-play games on several threads, for the tuners' data generators (`dama tune gen`
//! of every game): each game gets its own random stream from the seed and its number, so a
//! run plays the same games whatever the number of threads; finished games are handed on
//! in the order they finish.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::Tt;

/// How many games, on how many threads, from which seed; each thread's transposition
/// table (cleared before each game) has `tt_mib` MiB.
#[derive(Clone, Copy, Debug)]
pub struct Pool {
    pub games: u32,
    pub threads: usize,
    pub seed: u64,
    pub tt_mib: usize,
}

/// Plays `pool.games` games with `play` on `pool.threads` threads, handing each result to
/// `on_game` until it returns an error, which stops the run and is returned.
pub fn play_games<T: Send, E>(
    pool: Pool,
    play: &(dyn Fn(&mut Tt, &mut StdRng) -> T + Sync),
    on_game: &mut dyn FnMut(T) -> Result<(), E>,
) -> Result<(), E> {
    let next = AtomicU32::new(0);
    let quit = AtomicBool::new(false);
    let (send, receive) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..pool.threads.max(1) {
            let send = send.clone();
            let (next, quit) = (&next, &quit);
            scope.spawn(move || {
                let mut tt = Tt::new(pool.tt_mib);
                while !quit.load(Ordering::Relaxed) {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= pool.games {
                        break;
                    }
                    // Each game has its own seed: the same games whatever the threads.
                    let mut rng = StdRng::seed_from_u64(
                        pool.seed ^ (u64::from(game) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                    );
                    tt.clear();
                    if send.send(play(&mut tt, &mut rng)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut outcome = Ok(());
        for record in receive {
            if outcome.is_ok() {
                outcome = on_game(record);
                if outcome.is_err() {
                    quit.store(true, Ordering::Relaxed);
                }
            }
        }
        outcome
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn the_same_games_whatever_the_threads_and_an_error_stops_the_run() {
        let run = |threads| {
            let pool = Pool {
                games: 20,
                threads,
                seed: 5,
                tt_mib: 1,
            };
            let mut got: Vec<u64> = Vec::new();
            play_games::<u64, ()>(pool, &|_, rng| rng.random::<u64>(), &mut |x| {
                got.push(x);
                Ok(())
            })
            .unwrap();
            got.sort_unstable();
            got
        };
        assert_eq!(run(1), run(3));
        let pool = Pool {
            games: 1000,
            threads: 2,
            seed: 1,
            tt_mib: 1,
        };
        let mut seen = 0;
        let r = play_games(pool, &|_, _| 1u8, &mut |_| {
            seen += 1;
            if seen == 3 { Err("full") } else { Ok(()) }
        });
        assert_eq!(r, Err("full"));
        assert!(seen == 3);
    }
}
