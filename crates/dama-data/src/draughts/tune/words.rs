//! The tuning tools' errors (the data file, the weights file) for a player, in English
//! or Italian.

use crate::draughts::tune::data::DataError;

use crate::lang::{Lang, Localize, tr};

impl Localize for DataError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            DataError::Io { path, source } => tr!(lang, "{}: {}", "{}: {}", path.display(), source),
            DataError::NotData { path } => tr!(
                lang,
                "{}: not a tuning data file (made by dama tune gen)",
                "{}: non è un file di dati per la taratura (creato da dama tune gen)",
                path.display()
            ),
            DataError::Version { path, found } => tr!(
                lang,
                "{}: tuning data format version {}, this program reads version 1: generate it again",
                "{}: formato dei dati versione {}, questo programma legge la versione 1: rigeneralo",
                path.display(),
                found
            ),
            DataError::Variant {
                path,
                found,
                wanted,
            } => tr!(
                lang,
                "{}: the data is of {} draughts, not {}: give --game {}",
                "{}: i dati sono della dama {}, non {}: indica --game {}",
                path.display(),
                found,
                wanted,
                found
            ),
            DataError::Truncated { path } => tr!(
                lang,
                "{}: the file is truncated: generate it again",
                "{}: il file è troncato: rigeneralo",
                path.display()
            ),
            DataError::BadRecord { path, record } => tr!(
                lang,
                "{}: record {} is not a legal position with a result: the file is corrupt",
                "{}: il record {} non è una posizione legale con un risultato: il file è danneggiato",
                path.display(),
                record
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_data_file_reads_in_both_languages() {
        let e = DataError::BadRecord {
            path: "games.bin".into(),
            record: 12,
        };
        assert!(e.localize(Lang::En).contains("record 12"));
        assert!(e.localize(Lang::It).contains("danneggiato"));
        assert!(
            crate::draughts::italian::eval_file::EvalFileError::Corrupt
                .localize(Lang::It)
                .contains("danneggiato")
        );
    }
}
