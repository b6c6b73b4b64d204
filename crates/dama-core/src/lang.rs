//! The player's language, as the rules crates need it: [`Lang`] (English or Italian),
//! [`tr!`](crate::tr) (`format!` in the player's language), [`Localize`] (an error a
//! player may see, in their language) and [`fill`]. Every game's rule errors are rendered
//! beside the game (`words.rs`); the UI's strings live above, in the program.

/// `format!` in the player's language: the English template, then the Italian one,
/// then the values both use.
///
/// ```
/// use dama_core::lang::{Lang, tr};
///
/// let n = 3;
/// assert_eq!(tr!(Lang::It, "{n} men", "{n} pedine"), "3 pedine");
/// ```
#[macro_export]
macro_rules! tr {
    ($lang:expr, $en:literal, $it:literal $(, $arg:expr)* $(,)?) => {
        match $lang {
            $crate::lang::Lang::En => format!($en $(, $arg)*),
            $crate::lang::Lang::It => format!($it $(, $arg)*),
        }
    };
}
pub use crate::tr;

/// The language of the whole UI: every error of the games is put in words in both.
///
/// ```
/// use dama_core::lang::Lang;
///
/// let lang = Lang::from_locale(Some("en_GB.UTF-8"));
/// assert_eq!(lang, Lang::En);
/// let _from_the_environment: Lang = Lang::from_env();
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    /// English.
    En,
    /// Italian.
    It,
}

impl Lang {
    /// From a locale value such as `it_IT.UTF-8` (anything starting with `it` is Italian).
    ///
    /// ```
    /// use dama_core::lang::Lang;
    ///
    /// assert_eq!(Lang::from_locale(Some("it_IT.UTF-8")), Lang::It);
    /// assert_eq!(Lang::from_locale(None), Lang::En);
    /// ```
    pub fn from_locale(value: Option<&str>) -> Lang {
        match value {
            Some(v) if v.to_ascii_lowercase().starts_with("it") => Lang::It,
            _ => Lang::En,
        }
    }

    /// From `LC_ALL`, `LC_MESSAGES` or `LANG`, the first one set.
    ///
    /// ```
    /// use dama_core::lang::Lang;
    ///
    /// // `LC_ALL=it_IT.UTF-8 dama` speaks Italian; here, whatever the environment says.
    /// let lang = Lang::from_env();
    /// assert!(matches!(lang, Lang::En | Lang::It));
    /// ```
    pub fn from_env() -> Lang {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty());
        Lang::from_locale(value.as_deref())
    }
}

/// An error a player may see, in their language.
///
/// Every rules error of the games implements it:
///
/// ```
/// use dama_core::core::Rules;
/// use dama_core::lang::{Lang, Localize};
/// use dama_draughts::draughts::italian::Position;
///
/// let err = Position::start().parse_move("22-17").unwrap_err();
/// assert!(!err.localize(Lang::En).is_empty());
/// assert!(!err.localize(Lang::It).is_empty());
/// ```
pub trait Localize {
    /// The message in `lang`, one sentence, no trailing newline.
    ///
    /// ```
    /// use dama_core::core::Rules;
    /// use dama_core::lang::{Lang, Localize};
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let err = Position::parse_position("").unwrap_err();
    /// assert_ne!(err.localize(Lang::En), err.localize(Lang::It));
    /// ```
    fn localize(&self, lang: Lang) -> String;
}

/// Replaces each `{}` of `template` with the next value.
///
/// ```
/// assert_eq!(dama_core::lang::fill("{} wins in {}", &["White", "7"]), "White wins in 7");
/// ```
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut values = values.iter();
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        out.push_str(values.next().copied().unwrap_or(""));
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_in_order() {
        assert_eq!(fill("{} wins in {}", &["White", "7"]), "White wins in 7");
        assert_eq!(fill("no values {}", &[]), "no values ");
    }

    #[test]
    fn locale_picks_italian() {
        assert_eq!(Lang::from_locale(Some("it_IT.UTF-8")), Lang::It);
        assert_eq!(Lang::from_locale(Some("en_GB.UTF-8")), Lang::En);
        assert_eq!(Lang::from_locale(None), Lang::En);
    }
}
