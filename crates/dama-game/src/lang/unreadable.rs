//! The words of a save that cannot be read, as the resume page lists it.

use super::Lang;

/// The resume page's row of a save that cannot be read: its name and why not in a word
/// (the whole error shows under the list while the row is selected).
pub fn row(lang: Lang, name: &str) -> String {
    tr!(lang, "{name:<16} cannot be read", "{name:<16} illeggibile")
}
