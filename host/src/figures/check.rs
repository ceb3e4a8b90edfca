//! The docs' markers checked against [`Figures`]: [`check_doc`] and
//! [`unmarked`] (see the parent module for the marker syntax).

use std::fmt;

use super::{ALLOWED_KEYS_PER_S, ALLOWED_LCS, ALLOWED_MHZ, FILE, Figures};

/// What is wrong with one doc line.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A marked figure differs from the file's.
    Differs {
        key: String,
        quoted: String,
        recorded: String,
    },
    /// A marker names a key the file lacks.
    UnknownKey { key: String, why: String },
    /// A marker is not closed, or a block marker is not on a line of its own.
    BadMarker { why: String },
    /// A figure that looks measured stands outside a marker.
    Unmarked { figure: String },
}

/// A problem and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub doc: String,
    /// 1-based.
    pub line: usize,
    pub problem: Problem,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.doc, self.line)?;
        match &self.problem {
            Problem::Differs {
                key,
                quoted,
                recorded,
            } => write!(
                f,
                "`{key}` quotes {quoted:?} but {FILE} records {recorded:?} \
                 (HWFILTER_BLESS=1 rewrites it)"
            ),
            Problem::UnknownKey { key, why } => {
                write!(f, "marker `{key}` names nothing in {FILE}: {why}")
            }
            Problem::BadMarker { why } => write!(f, "{why}"),
            Problem::Unmarked { figure } => write!(
                f,
                "{figure:?} looks measured but is outside a marker: quote it from {FILE} \
                 (<!-- fig:KEY -->...<!-- /fig -->) or drop it"
            ),
        }
    }
}

const OPEN: &str = "<!-- fig:";
const CLOSE: &str = "<!-- /fig -->";
const BLOCK_OPEN: &str = "<!-- fig-block:";
const BLOCK_CLOSE: &str = "<!-- /fig-block -->";
const END: &str = " -->";

/// Checks `doc` (named `name` in findings) against `figures`: every
/// marker's text must be what the file renders for its key, and no
/// Fmax-, LC- or keys/s-like figure may stand outside a marker. Returns the
/// findings and the doc with every marker rewritten from the file (what
/// bless writes; markers with unknown keys are left as they are).
pub fn check_doc(name: &str, doc: &str, figures: &Figures) -> (Vec<Finding>, String) {
    let mut findings = vec![];
    let mut out = String::with_capacity(doc.len());
    let mut lines = doc.split_inclusive('\n').enumerate();
    let mut find = |line: usize, problem: Problem| {
        findings.push(Finding {
            doc: name.into(),
            line: line + 1,
            problem,
        })
    };
    while let Some((i, raw)) = lines.next() {
        let line = raw.trim_end_matches('\n');
        if let Some(rest) = line.trim().strip_prefix(BLOCK_OPEN) {
            let Some(key) = rest.strip_suffix(END) else {
                find(
                    i,
                    Problem::BadMarker {
                        why: format!(
                            "a block marker stands alone on its line: {BLOCK_OPEN}KEY{END}"
                        ),
                    },
                );
                out.push_str(raw);
                continue;
            };
            let mut body = String::new();
            let mut closed = None;
            for (_, raw) in lines.by_ref() {
                if raw.trim() == BLOCK_CLOSE {
                    closed = Some(raw);
                    break;
                }
                body.push_str(raw);
            }
            let Some(close) = closed else {
                find(
                    i,
                    Problem::BadMarker {
                        why: format!("block `{key}` has no {BLOCK_CLOSE} line"),
                    },
                );
                out.push_str(raw);
                out.push_str(&body);
                continue;
            };
            out.push_str(raw);
            match figures.render(key) {
                Ok(want) => {
                    let want = format!("{}\n", want.trim_end_matches('\n'));
                    if body != want {
                        find(
                            i,
                            Problem::Differs {
                                key: key.into(),
                                quoted: body.clone(),
                                recorded: want.clone(),
                            },
                        );
                    }
                    out.push_str(&want);
                }
                Err(why) => {
                    find(
                        i,
                        Problem::UnknownKey {
                            key: key.into(),
                            why,
                        },
                    );
                    out.push_str(&body);
                }
            }
            out.push_str(close);
            continue;
        }
        // Inline markers: rewrite each, and lint what is left outside them.
        let mut rest = line;
        let mut outside = String::new();
        let mut rewritten = String::new();
        while let Some(at) = rest.find(OPEN) {
            outside.push_str(&rest[..at]);
            rewritten.push_str(&rest[..at]);
            let after = &rest[at + OPEN.len()..];
            let parsed = after.find(END).and_then(|k| {
                let key = &after[..k];
                let value_and_on = &after[k + END.len()..];
                let v = value_and_on.find(CLOSE)?;
                Some((key, &value_and_on[..v], &value_and_on[v + CLOSE.len()..]))
            });
            let Some((key, quoted, on)) = parsed else {
                find(
                    i,
                    Problem::BadMarker {
                        why: format!("{OPEN}KEY{END} without its {CLOSE} on the same line"),
                    },
                );
                rest = "";
                rewritten.push_str(&line[line.len() - (after.len() + OPEN.len())..]);
                break;
            };
            let value = match figures.render(key) {
                Ok(want) => {
                    if quoted != want {
                        find(
                            i,
                            Problem::Differs {
                                key: key.into(),
                                quoted: quoted.into(),
                                recorded: want.clone(),
                            },
                        );
                    }
                    want
                }
                Err(why) => {
                    find(
                        i,
                        Problem::UnknownKey {
                            key: key.into(),
                            why,
                        },
                    );
                    quoted.into()
                }
            };
            rewritten.push_str(&format!("{OPEN}{key}{END}{value}{CLOSE}"));
            // A space keeps the text on either side of the marker apart.
            outside.push(' ');
            rest = on;
        }
        outside.push_str(rest);
        rewritten.push_str(rest);
        for figure in unmarked(&outside) {
            find(i, Problem::Unmarked { figure });
        }
        out.push_str(&rewritten);
        out.push_str(&raw[line.len()..]);
    }
    (findings, out)
}

/// The number that ends just before byte `end` of `s` (digits, commas and
/// dots), without a trailing comma or dot.
fn number_before(s: &str, end: usize) -> &str {
    let head = &s[..end];
    let start = head
        .rfind(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
        .map_or(0, |p| p + 1);
    head[start..].trim_start_matches([',', '.'])
}

/// Figures in `text` that look measured: a decimal number before ` MHz`
/// (Fmax-like), a number before ` LCs` or ` logic cells`, a number before
/// ` keys/s`, except the constants allowed above.
pub fn unmarked(text: &str) -> Vec<String> {
    let mut found = vec![];
    for (unit, allowed, decimal_only) in [
        (" MHz", &ALLOWED_MHZ[..], true),
        ("MHz", &ALLOWED_MHZ[..], true),
        (" LCs", &ALLOWED_LCS[..], false),
        (" logic cells", &ALLOWED_LCS[..], false),
        (" keys/s", &ALLOWED_KEYS_PER_S[..], false),
    ] {
        let mut from = 0;
        while let Some(p) = text[from..].find(unit) {
            let at = from + p;
            from = at + unit.len();
            let n = number_before(text, at);
            if n.is_empty() || !n.starts_with(|c: char| c.is_ascii_digit()) {
                continue;
            }
            if decimal_only && !n.contains('.') {
                continue;
            }
            if allowed.contains(&n) {
                // A part's size is a constant, but "N / 7,680 LCs" and
                // "N of 7,680 LCs" quote a measured N.
                let before = text[..at - n.len()].trim_end();
                let used = before
                    .strip_suffix('/')
                    .or_else(|| before.strip_suffix(" of"))
                    .map(|b| b.trim_end())
                    .is_some_and(|b| b.ends_with(|c: char| c.is_ascii_digit()));
                if !used {
                    continue;
                }
            }
            found.push(format!("{n}{unit}"));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::tests::sample;

    #[test]
    fn a_wrong_figure_fails_and_bless_rewrites_it() {
        let f = sample();
        let doc = "The top uses <!-- fig:tops.alchitry_cu.lcs -->7,000<!-- /fig --> LCs \
                   and reaches <!-- fig:tops.alchitry_cu.fmax.1 -->105.3 MHz<!-- /fig -->.\n";
        let (findings, blessed) = check_doc("doc.md", doc, &f);
        assert_eq!(
            findings,
            vec![Finding {
                doc: "doc.md".into(),
                line: 1,
                problem: Problem::Differs {
                    key: "tops.alchitry_cu.lcs".into(),
                    quoted: "7,000".into(),
                    recorded: "7,152".into(),
                },
            }]
        );
        let message = findings[0].to_string();
        for part in ["doc.md:1", "tops.alchitry_cu.lcs", "\"7,000\"", "\"7,152\""] {
            assert!(message.contains(part), "{message}");
        }
        assert_eq!(blessed, doc.replace("7,000", "7,152"));
        let (again, same) = check_doc("doc.md", &blessed, &f);
        assert!(again.is_empty(), "{again:?}");
        assert_eq!(same, blessed);
    }

    #[test]
    fn unknown_keys_and_unclosed_markers_fail() {
        let f = sample();
        let (findings, _) = check_doc(
            "d.md",
            "a <!-- fig:tops.icebreaker.lcs -->5,255<!-- /fig -->\nb <!-- fig:commit -->x\n",
            &f,
        );
        assert!(
            matches!(&findings[0].problem, Problem::UnknownKey { key, .. } if key == "tops.icebreaker.lcs"),
            "{findings:?}"
        );
        assert!(matches!(findings[1].problem, Problem::BadMarker { .. }));
        assert_eq!(findings[1].line, 2);
        let (findings, _) = check_doc("d.md", "<!-- fig-block:link.text -->\nold\n", &f);
        assert!(matches!(findings[0].problem, Problem::BadMarker { .. }));
    }

    #[test]
    fn blocks_are_generated_between_their_markers() {
        let f = sample();
        let doc = "x\n<!-- fig-block:link.text -->\n```\nold\n```\n<!-- /fig-block -->\ny\n";
        let (findings, blessed) = check_doc("d.md", doc, &f);
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert_eq!(
            blessed,
            "x\n<!-- fig-block:link.text -->\n```\nboard link: 1 stream\n```\n<!-- /fig-block -->\ny\n"
        );
        assert!(check_doc("d.md", &blessed, &f).0.is_empty());
    }

    #[test]
    fn hand_typed_measurements_outside_markers_are_found() {
        assert_eq!(
            unmarked("reaches 86.3-92.6 MHz on three seeds"),
            ["92.6 MHz"]
        );
        assert_eq!(unmarked("uses 4,582 / 5,280 LCs"), ["5,280 LCs"]);
        assert_eq!(unmarked("uses 5,262 of 5,280 LCs"), ["5,280 LCs"]);
        assert_eq!(unmarked("it is 1,880 logic cells"), ["1,880 logic cells"]);
        assert_eq!(unmarked("at 145556 keys/s"), ["145556 keys/s"]);
        assert_eq!(unmarked("at 97.1MHz"), ["97.1MHz"]);
        // Design constants and the parts' sizes are not measurements.
        assert!(unmarked("the 100 MHz oscillator, a 60 MHz clock, 72 MHz gate").is_empty());
        assert!(unmarked("placed for 14.4 MHz (1.2 x 12 MHz)").is_empty());
        assert!(unmarked("The UP5K has 5,280 logic cells; the HX8K 7,680 LCs").is_empty());
        assert!(unmarked("8N1 limit of 150,000 keys/s").is_empty());
        // A marked figure is not outside its marker.
        let f = sample();
        let doc = "Fmax <!-- fig:tops.alchitry_cu.fmax -->105.3, 101.3, 81.5 MHz<!-- /fig -->; \
                   <!-- fig:tops.alchitry_cu.lcs_of -->7,152 / 7,680<!-- /fig --> LCs\n\
                   but 97.1 MHz here\n";
        let (findings, _) = check_doc("d.md", doc, &f);
        assert_eq!(
            findings,
            vec![Finding {
                doc: "d.md".into(),
                line: 2,
                problem: Problem::Unmarked {
                    figure: "97.1 MHz".into()
                },
            }]
        );
    }
}
