//! Key normalisation: what may happen to a key's bytes before they are
//! hashed (docs/hashing.md, section 1).
//!
//! By default nothing does: a key is its bytes. A [`Normalization`] names
//! the steps to apply instead, always in this order:
//!
//! 1. `trim`: remove leading and trailing white space (Unicode's
//!    `White_Space` property when the key is UTF-8, ASCII space, tab, CR,
//!    LF, vertical tab and form feed otherwise).
//! 2. `fold-case`: Unicode default case folding (full, not simple: `ß`
//!    folds to `ss`), so keys that differ only in case become one key.
//! 3. `nfc`: Unicode Normalization Form C, so canonically equivalent
//!    spellings (a precomposed `é` and `e` with a combining accent) become
//!    one key. Folding runs first and NFC last, so the result is in NFC.
//!
//! `fold-case` and `nfc` need UTF-8 keys: another key is an error, never
//! silently passed through.
//!
//! A filter must be filled and read with one normalisation: a query with
//! another one would miss keys that are there. Whoever owns a filter
//! records the normalisation it was filled with (the CLI's record of a
//! board's filters, `serve`'s names, a snapshot's header) and refuses an
//! operation that uses another ([`Normalization::check_same`]).
//!
//! ```
//! use hwfilter_host::normalize::Normalization;
//! let n: Normalization = "trim,fold-case,nfc".parse().unwrap();
//! assert_eq!(n.apply(b"  Stra\xc3\x9fe ").unwrap().as_ref(), b"strasse");
//! assert_eq!(Normalization::NONE.apply(b" A ").unwrap().as_ref(), b" A ");
//! ```

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;
use unicode_normalization::UnicodeNormalization;

/// Which normalisation steps apply to every key of a filter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Normalization {
    pub trim: bool,
    pub fold_case: bool,
    pub nfc: bool,
}

/// A key a normalisation cannot apply to.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NormalizeError {
    #[error("the key is not UTF-8, which {0} needs")]
    NotUtf8(&'static str),
}

/// A normalisation name that does not parse.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "unknown normalisation step {0:?}: use none, or a comma-separated list of trim, fold-case, nfc"
)]
pub struct ParseNormalizationError(String);

/// A filter was filled with one normalisation and used with another.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "the {what} holds keys normalised with `{recorded}`; this command uses `{used}`: \
     use --normalize {recorded} (or clear the filter to change it)"
)]
pub struct NormalizationMismatch {
    pub what: String,
    pub recorded: Normalization,
    pub used: Normalization,
}

impl Normalization {
    /// No step: a key is its bytes.
    pub const NONE: Normalization = Normalization {
        trim: false,
        fold_case: false,
        nfc: false,
    };

    /// Whether no step applies.
    pub fn is_none(&self) -> bool {
        *self == Self::NONE
    }

    /// The steps as the bits of a snapshot header's normalisation byte:
    /// bit 0 trim, bit 1 fold-case, bit 2 nfc.
    pub fn bits(&self) -> u8 {
        u8::from(self.trim) | u8::from(self.fold_case) << 1 | u8::from(self.nfc) << 2
    }

    /// The inverse of [`bits`](Self::bits); `None` for unknown bits.
    pub fn from_bits(bits: u8) -> Option<Self> {
        (bits & !0b111 == 0).then_some(Normalization {
            trim: bits & 1 != 0,
            fold_case: bits & 2 != 0,
            nfc: bits & 4 != 0,
        })
    }

    /// The key's bytes after every step; borrowed when nothing changes.
    pub fn apply<'k>(&self, key: &'k [u8]) -> Result<Cow<'k, [u8]>, NormalizeError> {
        if self.is_none() {
            return Ok(Cow::Borrowed(key));
        }
        let text = match std::str::from_utf8(key) {
            Ok(s) => s,
            Err(_) if self.fold_case => return Err(NormalizeError::NotUtf8("fold-case")),
            Err(_) if self.nfc => return Err(NormalizeError::NotUtf8("nfc")),
            // Only trim, of bytes that are not text: ASCII white space.
            Err(_) => return Ok(Cow::Borrowed(key.trim_ascii_with_vt())),
        };
        let text = if self.trim { text.trim() } else { text };
        let folded: Cow<'_, str> = if self.fold_case {
            Cow::Owned(caseless::default_case_fold_str(text))
        } else {
            Cow::Borrowed(text)
        };
        let normal: Cow<'_, str> = if self.nfc {
            match unicode_normalization::is_nfc_quick(folded.chars()) {
                unicode_normalization::IsNormalized::Yes => folded,
                _ => Cow::Owned(folded.nfc().collect()),
            }
        } else {
            folded
        };
        Ok(match normal {
            Cow::Borrowed(s) => Cow::Borrowed(s.as_bytes()),
            Cow::Owned(s) => Cow::Owned(s.into_bytes()),
        })
    }

    /// Refuses using a filter recorded as filled with `recorded` with
    /// `self`; `what` names the filter in the error.
    pub fn check_same(
        &self,
        recorded: Normalization,
        what: impl Into<String>,
    ) -> Result<(), NormalizationMismatch> {
        if *self == recorded {
            Ok(())
        } else {
            Err(NormalizationMismatch {
                what: what.into(),
                recorded,
                used: *self,
            })
        }
    }
}

/// ASCII white space including vertical tab (which `trim_ascii` keeps).
trait TrimAsciiVt {
    fn trim_ascii_with_vt(&self) -> &Self;
}

impl TrimAsciiVt for [u8] {
    fn trim_ascii_with_vt(&self) -> &[u8] {
        let space = |b: &u8| b.is_ascii_whitespace() || *b == 0x0b;
        let start = self.iter().position(|b| !space(b)).unwrap_or(self.len());
        let end = self
            .iter()
            .rposition(|b| !space(b))
            .map_or(start, |i| i + 1);
        &self[start..end]
    }
}

impl fmt::Display for Normalization {
    /// `none`, or the steps joined by commas in the order they apply.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_none() {
            return f.write_str("none");
        }
        let steps = [
            (self.trim, "trim"),
            (self.fold_case, "fold-case"),
            (self.nfc, "nfc"),
        ];
        let names: Vec<&str> = steps
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, n)| *n)
            .collect();
        f.write_str(&names.join(","))
    }
}

impl FromStr for Normalization {
    type Err = ParseNormalizationError;

    /// `none`, or a comma-separated list of `trim`, `fold-case`, `nfc` in
    /// any order (the order they apply in is fixed).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut n = Normalization::NONE;
        for step in s.split(',').map(str::trim) {
            match step {
                "none" if s.trim() == "none" => {}
                "trim" => n.trim = true,
                "fold-case" => n.fold_case = true,
                "nfc" => n.nfc = true,
                other => return Err(ParseNormalizationError(other.to_string())),
            }
        }
        Ok(n)
    }
}

impl Serialize for Normalization {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Normalization {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Normalization {
        s.parse().unwrap()
    }

    fn apply(norm: &str, key: &str) -> String {
        String::from_utf8(n(norm).apply(key.as_bytes()).unwrap().into_owned()).unwrap()
    }

    #[test]
    fn none_keeps_every_byte() {
        let key = b" \xff Alice\r";
        assert!(matches!(
            Normalization::NONE.apply(key).unwrap(),
            Cow::Borrowed(k) if k == key
        ));
    }

    #[test]
    fn each_step_does_what_the_docs_say() {
        assert_eq!(apply("trim", "\t alice \u{3000}"), "alice");
        assert_eq!(apply("trim", " Alice "), "Alice");
        assert_eq!(apply("fold-case", "ALICE Straße ΣΑΣ"), "alice strasse σασ");
        assert_eq!(apply("fold-case", " A "), " a ");
        // e + combining acute -> precomposed é.
        assert_eq!(apply("nfc", "e\u{301}"), "\u{e9}");
        assert_eq!(apply("nfc", "\u{e9}"), "\u{e9}");
        assert_eq!(apply("trim,fold-case,nfc", "  E\u{301}COLE "), "\u{e9}cole");
    }

    #[test]
    fn spellings_of_one_key_become_one_key() {
        let all = n("trim,fold-case,nfc");
        let forms = ["\u{c9}cole", "E\u{301}cole", " \u{e9}cole\t", "\u{e9}COLE"];
        let first = all.apply(forms[0].as_bytes()).unwrap().into_owned();
        for f in forms {
            assert_eq!(
                all.apply(f.as_bytes()).unwrap().as_ref(),
                &first[..],
                "{f:?}"
            );
        }
    }

    #[test]
    fn bytes_that_are_not_text_are_refused_by_text_steps_only() {
        let key = b" \xff\xfe \x0b";
        assert_eq!(n("trim").apply(key).unwrap().as_ref(), b"\xff\xfe");
        assert_eq!(
            n("fold-case").apply(key),
            Err(NormalizeError::NotUtf8("fold-case"))
        );
        assert_eq!(n("nfc").apply(key), Err(NormalizeError::NotUtf8("nfc")));
        assert_eq!(n("trim").apply(b"   ").unwrap().as_ref(), b"");
        assert_eq!(n("trim").apply(b"\xff  ").unwrap().as_ref(), b"\xff");
    }

    #[test]
    fn names_parse_print_and_round_trip_through_bits() {
        assert_eq!(n("none"), Normalization::NONE);
        assert_eq!(n("nfc,trim").to_string(), "trim,nfc");
        assert_eq!(Normalization::NONE.to_string(), "none");
        for bits in 0..8u8 {
            let x = Normalization::from_bits(bits).unwrap();
            assert_eq!(x.bits(), bits);
            assert_eq!(n(&x.to_string()), x);
        }
        assert_eq!(Normalization::from_bits(8), None);
        for bad in ["", "lower", "trim,,nfc", "none,trim", "TRIM"] {
            assert!(bad.parse::<Normalization>().is_err(), "{bad:?}");
        }
        let json = serde_json::to_string(&n("trim,nfc")).unwrap();
        assert_eq!(json, "\"trim,nfc\"");
        assert_eq!(
            serde_json::from_str::<Normalization>(&json).unwrap(),
            n("trim,nfc")
        );
    }

    #[test]
    fn a_mismatch_names_both_and_the_fix() {
        let e = n("trim")
            .check_same(n("fold-case"), "bloom filter")
            .unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("`fold-case`") && text.contains("`trim`"),
            "{text}"
        );
        assert!(text.contains("--normalize fold-case"), "{text}");
        assert!(n("trim").check_same(n("trim"), "x").is_ok());
    }
}
