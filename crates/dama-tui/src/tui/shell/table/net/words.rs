//! The words of a game over the network, in English and Italian: who joined, who left
//! and why, the join code, chat lines, draw offers and resignations across, and what
//! the network game does not allow.

use crate::lang::{Lang, tr};

pub fn waiting(lang: Lang, addr: &str, code: &str) -> String {
    tr!(
        lang,
        "Waiting for the guest: dama play --join {addr} --code {code}",
        "In attesa dell'ospite: dama play --join {addr} --code {code}"
    )
}

pub fn joined(lang: Lang, peer: &str) -> String {
    tr!(
        lang,
        "{peer} joined: the game is on · chat: say TEXT",
        "{peer} è collegato: si gioca · per scrivere: say TESTO"
    )
}

/// On the guest's side: the host is there (first join, or joined again after a drop).
pub fn connected(lang: Lang, peer: &str) -> String {
    tr!(
        lang,
        "Connected to {peer}: the game is on · chat: say TEXT",
        "Collegato con {peer}: si gioca · per scrivere: say TESTO"
    )
}

pub fn dropped_host(lang: Lang, why: &str, code: &str) -> String {
    tr!(
        lang,
        "The guest's connection dropped ({why}); the game is kept: they can join again with code {code}",
        "La connessione dell'ospite è caduta ({why}); la partita resta: può ricollegarsi con il codice {code}"
    )
}

pub fn dropped_guest(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "The connection dropped ({why}); the game is kept, joining again…",
        "La connessione è caduta ({why}); la partita resta, mi ricollego…"
    )
}

pub fn refused(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "The host refused to take us back ({why}): the game is kept here (S saves it)",
        "L'ospitante non ci riprende ({why}): la partita resta qui (S la salva)"
    )
}

pub fn turned_away(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "A connection was turned away: {why}",
        "Una connessione è stata respinta: {why}"
    )
}

pub fn bad_peer(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "The peer was dropped: it sent {why}; the game here is as it was",
        "Il corrispondente è stato scollegato: ha mandato {why}; la partita qui è com'era"
    )
}

pub fn differ(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "The host's game is not this one ({why}): disconnected, the game here is kept",
        "La partita dell'ospitante non è questa ({why}): scollegato, la partita qui resta"
    )
}

pub fn chat_in(peer: &str, text: &str) -> String {
    format!("{peer}: {text}")
}

pub fn you(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "You",
        Lang::It => "Tu",
    }
}

pub fn not_connected(lang: Lang) -> String {
    tr!(
        lang,
        "Nobody is connected to hear it",
        "Nessuno è collegato per sentirlo"
    )
}

pub fn draw_offered(lang: Lang, peer: &str) -> String {
    tr!(
        lang,
        "Draw offered to {peer}: waiting for the answer",
        "Patta offerta a {peer}: in attesa della risposta"
    )
}

pub fn draw_declined(lang: Lang, peer: &str) -> String {
    tr!(
        lang,
        "{peer} declines the draw: play on",
        "{peer} rifiuta la patta: si continua"
    )
}

pub fn draw_agreed(lang: Lang, peer: &str) -> String {
    tr!(
        lang,
        "{peer} accepts the draw: the game is drawn",
        "{peer} accetta la patta: partita patta"
    )
}

pub fn resigned(lang: Lang, peer: &str) -> String {
    tr!(
        lang,
        "{peer} resigns: you win",
        "{peer} abbandona: hai vinto"
    )
}

pub fn not_over_network(lang: Lang) -> String {
    tr!(
        lang,
        "Not in a game over the network (no take-backs, hints, analysis or editor until it ends)",
        "Non in una partita in rete (niente ritiri, suggerimenti, analisi o editor finché non finisce)"
    )
}

/// The name a player gives the other: the seat's colour.
pub fn opponent(lang: Lang, seat: &str) -> String {
    tr!(lang, "{seat} (remote)", "{seat} (in rete)")
}

pub fn moved(lang: Lang, peer: &str, mv: &str) -> String {
    tr!(lang, "{peer} played {mv}", "{peer} ha giocato {mv}")
}

pub fn chat_help(lang: Lang) -> String {
    tr!(
        lang,
        "say TEXT sends a line to the other player",
        "say TESTO manda una riga all'altro giocatore"
    )
}

pub fn two_only(lang: Lang) -> String {
    tr!(
        lang,
        "Over the network, draws and resignations are for games of two",
        "In rete, patta e abbandono sono per le partite a due"
    )
}

/// The panel's keys in a network game: no take-backs or hints until it ends.
pub fn keys_legend(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "arrows+Enter or mouse: pick · , . review · say TEXT: chat · draw · resign · S save · E exit · F flip · ? help"
        }
        Lang::It => {
            "frecce+Invio o mouse: scegli · , . rivedi · say TESTO: scrivi · patta · abbandona · S salva · E esci · F gira · ? aiuto"
        }
    }
}
