//! Keys streamed from stdin: `insert`, `query` and `delete` answer lines as
//! they arrive, so `tail -f access.log | hwfilter query` prints as it goes.
//!
//! A reader thread splits stdin into keys (the same rules as `-f -`:
//! line endings removed, empty lines skipped). The main thread sends what
//! has arrived as one pipelined batch: when [`STREAM_BATCH`] keys are
//! waiting, or when no line came for [`STREAM_IDLE`]; it prints each key's
//! answer and flushes stdout after every batch. A file piped in whole
//! therefore still goes out in full frames, and a trickle of lines is
//! answered within a few milliseconds of each line.

use std::collections::BTreeMap;
use std::io::{BufRead, Read, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::Context;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::KeyArgs;
use super::{BoardLink, filter_name, op_name};

/// Most keys sent as one batch (16 frames of 60 keys: the client's whole
/// window).
pub const STREAM_BATCH: usize = 16 * 60;
/// A batch goes out when no new line came for this long.
pub const STREAM_IDLE: Duration = Duration::from_millis(5);
/// Longest line accepted as a key.
const MAX_LINE: usize = 1 << 20;

/// Streams stdin's keys through `op` (one answer name per key) and prints
/// `key<TAB>answer` lines (or, with `--quiet`, only the summary). Returns
/// the count of each answer.
pub fn run(
    op: Op,
    filter: Filter,
    args: &KeyArgs,
    board: &mut BoardLink,
    mut apply: impl FnMut(&mut BoardLink, &[u64]) -> anyhow::Result<Vec<&'static str>>,
) -> anyhow::Result<BTreeMap<&'static str, u64>> {
    let (tx, rx) = mpsc::sync_channel::<anyhow::Result<Vec<u8>>>(4 * STREAM_BATCH);
    std::thread::Builder::new()
        .name("stdin-keys".into())
        .spawn(move || read_keys(std::io::stdin().lock(), tx))
        .context("cannot start the stdin reader")?;
    let started = Instant::now();
    let mut summary: BTreeMap<&'static str, u64> = BTreeMap::new();
    let mut total = 0u64;
    let mut out = std::io::stdout().lock();
    let mut line = Vec::new();
    while let Ok(first) = rx.recv() {
        let mut keys = vec![first?];
        while keys.len() < STREAM_BATCH {
            match rx.recv_timeout(STREAM_IDLE) {
                Ok(k) => keys.push(k?),
                Err(_) => break,
            }
        }
        let wire = args.reduce(&keys, board)?;
        let answers = apply(board, &wire)?;
        total += keys.len() as u64;
        for (k, a) in keys.iter().zip(&answers) {
            *summary.entry(a).or_default() += 1;
            if !args.quiet {
                line.clear();
                line.extend_from_slice(k);
                line.push(b'\t');
                line.extend_from_slice(a.as_bytes());
                line.push(b'\n');
                out.write_all(&line).context("cannot write to stdout")?;
            }
        }
        out.flush().context("cannot write to stdout")?;
    }
    if total == 0 {
        anyhow::bail!("no keys to send (the input is empty)");
    }
    let seconds = started.elapsed().as_secs_f64();
    let parts: Vec<String> = summary.iter().map(|(k, v)| format!("{v} {k}")).collect();
    let text = format!(
        "{} {total} keys on the {} filter: {} ({seconds:.2} s, streamed from stdin)",
        op_name(op),
        filter_name(filter),
        parts.join(", "),
    );
    if args.quiet {
        writeln!(out, "{text}").context("cannot write to stdout")?;
    } else {
        eprintln!("{text}");
    }
    Ok(summary)
}

/// Sends each non-empty line of `r` (without `\n` or `\r\n`) until EOF or
/// until the receiver is gone; an error ends the stream.
fn read_keys(mut r: impl BufRead, tx: mpsc::SyncSender<anyhow::Result<Vec<u8>>>) {
    let mut line = Vec::new();
    loop {
        line.clear();
        match r
            .by_ref()
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)
        {
            Ok(0) => return,
            Ok(_) if line.len() > MAX_LINE => {
                let _ = tx.send(Err(anyhow::anyhow!("a line of stdin is longer than 1 MiB")));
                return;
            }
            Ok(_) => {
                if line.last() == Some(&b'\n') {
                    line.pop();
                    if line.last() == Some(&b'\r') {
                        line.pop();
                    }
                }
                if !line.is_empty() && tx.send(Ok(line.clone())).is_err() {
                    return;
                }
            }
            Err(e) => {
                let _ = tx.send(Err(
                    anyhow::Error::new(e).context("cannot read keys from stdin")
                ));
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_become_keys_as_the_file_rules_say() {
        let (tx, rx) = mpsc::sync_channel(16);
        read_keys(&b"a\r\n\nb\nc"[..], tx);
        let keys: Vec<Vec<u8>> = rx.iter().map(|k| k.unwrap()).collect();
        assert_eq!(keys, [b"a".to_vec(), b"b".to_vec(), b"c".to_vec()]);
    }

    #[test]
    fn an_endless_line_is_an_error() {
        let (tx, rx) = mpsc::sync_channel(16);
        let long = vec![b'x'; MAX_LINE + 10];
        read_keys(&long[..], tx);
        assert!(rx.recv().unwrap().is_err());
    }
}
