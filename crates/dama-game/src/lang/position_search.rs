//! The words of the position search opened from a game or the editor (F8, the `search`
//! command): the page that asks for the library, its refusals, and the opening tree's
//! lines when it shows a game's position rather than a library's start.

use super::Lang;

/// The page's title.
pub fn title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Search a library for this position",
        Lang::It => "Cerca questa posizione in una raccolta",
    }
}

/// The game and its side to move, over the position searched.
pub fn position(lang: Lang, game: &str, white: bool) -> String {
    let side = super::explorer::to_move(lang, white);
    tr!(lang, "{game} · {side}:", "{game} · {side}:")
}

/// Before the file name field.
pub fn prompt(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "PDN library file:",
        Lang::It => "File PDN della raccolta:",
    }
}

/// Before the libraries opened in this session.
pub fn recent(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Libraries opened (↑ ↓ choose one):",
        Lang::It => "Raccolte aperte (↑ ↓ per sceglierne una):",
    }
}

/// The page's keys.
pub fn keys(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Enter search · Esc back to the game",
        Lang::It => "Invio cerca · Esc torna alla partita",
    }
}

/// Enter with no file named.
pub fn no_file(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Type the path of a PDN file (a library of games), then Enter",
        Lang::It => "Scrivi il percorso di un file PDN (una raccolta di partite), poi Invio",
    }
}

/// The library holds no game of the game searched.
pub fn wrong_game(lang: Lang, file: &str, game: &str, holds: &str) -> String {
    tr!(
        lang,
        "{file} holds no {game} games (it holds {holds}): choose a library of {game} games",
        "{file} non contiene partite di {game} (contiene {holds}): scegli una raccolta di partite di {game}"
    )
}

/// A game that has no position search (no PDN).
pub fn unavailable(lang: Lang, game: &str) -> String {
    tr!(
        lang,
        "{game} has no position search: it is for the draughts games (Italian, English, Brazilian, International)",
        "{game} non ha la ricerca di posizioni: c'è per la dama (italiana, inglese, brasiliana, internazionale)"
    )
}

/// The line walked, when the tree starts at a game's position.
pub fn line(lang: Lang, moves: &str) -> String {
    if moves.is_empty() {
        tr!(
            lang,
            "The position of your game",
            "La posizione della tua partita"
        )
    } else {
        tr!(
            lang,
            "From your game's position: {moves}",
            "Dalla posizione della tua partita: {moves}"
        )
    }
}

/// The tree's keys when Esc goes back to the game.
pub fn tree_keys(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => [
            "Enter/→ play the move",
            "←/Bksp back",
            "Tab games",
            "Esc back to your game",
            "Enter on a game: open it there",
        ],
        Lang::It => [
            "Invio/→ gioca la mossa",
            "←/Canc indietro",
            "Tab partite",
            "Esc torna alla partita",
            "Invio su una partita: aprila lì",
        ],
    }
}

/// Said when a library game is opened from the search: where the game left was saved.
pub fn left_saved(lang: Lang, path: &str) -> String {
    tr!(
        lang,
        "the game you left is saved in {path}",
        "la partita lasciata è salvata in {path}"
    )
}

/// The game left could not be saved.
pub fn left_not_saved(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "the game you left could not be saved: {why}",
        "la partita lasciata non si è potuta salvare: {why}"
    )
}

/// F8 in a network game still being played.
pub fn not_live(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "The position search waits for the end of a network game",
        Lang::It => "La ricerca di posizioni aspetta la fine di una partita in rete",
    }
}
