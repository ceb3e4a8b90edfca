//! RESP, the Redis serialization protocol: the request parser (RESP
//! arrays of bulk strings, and inline commands as `redis-cli` and telnet
//! send them) and the reply encoder (RESP2, or RESP3 after `HELLO 3`).
//!
//! The parser is written here rather than taken from a codec crate because
//! a server must refuse what Redis refuses, with Redis' own error texts, and
//! bound the memory a client can make it hold: a bulk length of 2^40 is an
//! error at once, not a buffer that grows until the data arrives. The
//! client-side codec of the `redis` crate checks it from the other end in
//! the end-to-end tests.

/// Most arguments in one request (Redis' limit).
pub const MAX_ARGS: i64 = 1024 * 1024;
/// Longest bulk string, in bytes. Redis allows 512 MB; no hwfilter command
/// needs more than a snapshot chunk.
pub const MAX_BULK: i64 = 16 << 20;
/// Longest inline request or `*`/`$` header line, in bytes (Redis' limit).
pub const MAX_INLINE: usize = 64 << 10;

/// A request Redis would refuse: the connection replies
/// `ERR Protocol error: <reason>` and closes, as Redis does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtocolError(pub String);

impl ProtocolError {
    /// The error reply's text.
    pub fn reply_text(&self) -> String {
        format!("ERR Protocol error: {}", self.0)
    }
}

/// One request: the command name and its arguments, as bytes.
pub type Request = Vec<Vec<u8>>;

/// An incremental request parser: feed it bytes as they arrive, take
/// complete requests out.
#[derive(Debug, Default)]
pub struct RequestParser {
    buf: Vec<u8>,
    /// Bytes of `buf` already consumed.
    pos: usize,
    /// A multibulk request being read: arguments still to come and those
    /// read so far.
    partial: Option<(usize, Request)>,
}

impl RequestParser {
    /// A parser with nothing buffered.
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends bytes read from the connection.
    pub fn feed(&mut self, data: &[u8]) {
        if self.pos > 0 && self.pos == self.buf.len() {
            self.buf.clear();
            self.pos = 0;
        }
        self.buf.extend_from_slice(data);
    }

    /// Bytes buffered and not yet parsed into a request (a bound on the
    /// memory this connection holds).
    pub fn buffered(&self) -> usize {
        self.buf.len() - self.pos
            + self
                .partial
                .as_ref()
                .map_or(0, |(_, args)| args.iter().map(Vec::len).sum())
    }

    /// The next complete request, `None` if more bytes are needed.
    /// Empty requests (`*0`, a blank inline line) are skipped, as Redis
    /// skips them.
    pub fn next_request(&mut self) -> Result<Option<Request>, ProtocolError> {
        loop {
            if let Some((mut left, mut args)) = self.partial.take() {
                while left > 0 {
                    let Some(arg) = self.bulk()? else {
                        self.partial = Some((left, args));
                        self.compact();
                        return Ok(None);
                    };
                    args.push(arg);
                    left -= 1;
                }
                return Ok(Some(args));
            }
            let Some(&first) = self.buf.get(self.pos) else {
                return Ok(None);
            };
            if first == b'*' {
                let Some(line) = self.line("too big mbulk count string")? else {
                    return Ok(None);
                };
                // `*0` and negative counts are empty requests, as in Redis.
                let count = parse_len(&line[1..])
                    .filter(|&n| n <= MAX_ARGS)
                    .ok_or_else(|| ProtocolError("invalid multibulk length".into()))?;
                if count > 0 {
                    self.partial =
                        Some((count as usize, Vec::with_capacity(count.min(64) as usize)));
                }
                continue;
            }
            let Some(line) = self.line("too big inline request")? else {
                return Ok(None);
            };
            let args = split_inline(&line)?;
            if !args.is_empty() {
                return Ok(Some(args));
            }
        }
    }

    /// One `$len\r\n<bytes>\r\n` bulk string, `None` if not all here yet
    /// (nothing is consumed then).
    fn bulk(&mut self) -> Result<Option<Vec<u8>>, ProtocolError> {
        let start = self.pos;
        let Some(&first) = self.buf.get(start) else {
            return Ok(None);
        };
        if first != b'$' {
            return Err(ProtocolError(format!(
                "expected '$', got '{}'",
                char::from(first).escape_default()
            )));
        }
        let Some(line) = self.line("too big bulk count string")? else {
            return Ok(None);
        };
        let len = parse_len(&line[1..])
            .filter(|&n| (0..=MAX_BULK).contains(&n))
            .ok_or_else(|| ProtocolError("invalid bulk length".into()))? as usize;
        if self.buf.len() - self.pos < len + 2 {
            self.pos = start;
            return Ok(None);
        }
        let data = self.buf[self.pos..self.pos + len].to_vec();
        if &self.buf[self.pos + len..self.pos + len + 2] != b"\r\n" {
            return Err(ProtocolError("bulk string not followed by CRLF".into()));
        }
        self.pos += len + 2;
        Ok(Some(data))
    }

    /// One line without its line end (`\r\n`, or `\n` as Redis accepts
    /// in inline requests), `None` if its end has not arrived.
    fn line(&mut self, too_long: &str) -> Result<Option<Vec<u8>>, ProtocolError> {
        let rest = &self.buf[self.pos..];
        match rest.iter().position(|&b| b == b'\n') {
            Some(end) if end <= MAX_INLINE => {
                let mut line = &rest[..end];
                if line.last() == Some(&b'\r') {
                    line = &line[..line.len() - 1];
                }
                let line = line.to_vec();
                self.pos += end + 1;
                Ok(Some(line))
            }
            None if rest.len() <= MAX_INLINE => Ok(None),
            _ => Err(ProtocolError(too_long.into())),
        }
    }

    /// Drops consumed bytes so a long pipeline does not keep them.
    fn compact(&mut self) {
        if self.pos > 0 {
            self.buf.drain(..self.pos);
            self.pos = 0;
        }
    }
}

/// A decimal length: digits with an optional leading minus.
fn parse_len(digits: &[u8]) -> Option<i64> {
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// Splits an inline request into arguments as Redis does: runs of
/// non-blank bytes, or quoted strings (`"..."` with `\n`, `\r`, `\t`,
/// `\b`, `\a`, `\\`, `\"` and `\xHH` escapes; `'...'` with `\'`). A
/// closing quote must be followed by a blank or the end.
pub fn split_inline(line: &[u8]) -> Result<Request, ProtocolError> {
    let unbalanced = || ProtocolError("unbalanced quotes in request".into());
    let mut args = vec![];
    let mut i = 0;
    let blank =
        |b: u8| b == b' ' || b == b'\t' || b == b'\r' || b == b'\n' || b == 0x0b || b == 0x0c;
    while i < line.len() {
        while i < line.len() && blank(line[i]) {
            i += 1;
        }
        if i == line.len() {
            break;
        }
        let mut arg = vec![];
        match line[i] {
            b'"' => {
                i += 1;
                loop {
                    let &b = line.get(i).ok_or_else(unbalanced)?;
                    match b {
                        b'"' => break,
                        b'\\'
                            if line.get(i + 1) == Some(&b'x')
                                && line.len() > i + 3
                                && line[i + 2].is_ascii_hexdigit()
                                && line[i + 3].is_ascii_hexdigit() =>
                        {
                            let hex = std::str::from_utf8(&line[i + 2..i + 4]).expect("hex digits");
                            arg.push(u8::from_str_radix(hex, 16).expect("hex digits"));
                            i += 3;
                        }
                        b'\\' if i + 1 < line.len() => {
                            i += 1;
                            arg.push(match line[i] {
                                b'n' => b'\n',
                                b'r' => b'\r',
                                b't' => b'\t',
                                b'b' => 0x08,
                                b'a' => 0x07,
                                other => other,
                            });
                        }
                        _ => arg.push(b),
                    }
                    i += 1;
                }
                i += 1;
                if i < line.len() && !blank(line[i]) {
                    return Err(unbalanced());
                }
            }
            b'\'' => {
                i += 1;
                loop {
                    let &b = line.get(i).ok_or_else(unbalanced)?;
                    match b {
                        b'\'' => break,
                        b'\\' if line.get(i + 1) == Some(&b'\'') => {
                            arg.push(b'\'');
                            i += 1;
                        }
                        _ => arg.push(b),
                    }
                    i += 1;
                }
                i += 1;
                if i < line.len() && !blank(line[i]) {
                    return Err(unbalanced());
                }
            }
            _ => {
                while i < line.len() && !blank(line[i]) {
                    arg.push(line[i]);
                    i += 1;
                }
            }
        }
        args.push(arg);
    }
    Ok(args)
}

/// A reply, encoded for the connection's protocol version.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// `+OK`.
    Simple(String),
    /// `-ERR ...`: the text includes its code (`ERR`, `WRONGTYPE`, ...).
    Error(String),
    Int(i64),
    Bulk(Vec<u8>),
    /// RESP2 `$-1`, RESP3 `_`.
    Nil,
    Array(Vec<Reply>),
    /// RESP3 map; a flat array of keys and values in RESP2.
    Map(Vec<(Reply, Reply)>),
    /// RESP3 double; a bulk string in RESP2.
    Double(f64),
}

impl Reply {
    /// `+OK`.
    pub fn ok() -> Reply {
        Reply::Simple("OK".into())
    }

    /// An error reply; `text` starts with its code.
    pub fn err(text: impl Into<String>) -> Reply {
        Reply::Error(text.into())
    }

    /// A bulk string of UTF-8 text.
    pub fn text(s: impl Into<String>) -> Reply {
        Reply::Bulk(s.into().into_bytes())
    }

    /// Whether this is an error reply.
    pub fn is_error(&self) -> bool {
        matches!(self, Reply::Error(_))
    }

    /// Appends the encoding for RESP3 (`resp3`) or RESP2 to `out`.
    pub fn encode(&self, resp3: bool, out: &mut Vec<u8>) {
        use std::io::Write;
        match self {
            Reply::Simple(s) => {
                out.push(b'+');
                out.extend(s.bytes().filter(|&b| b != b'\r' && b != b'\n'));
                out.extend_from_slice(b"\r\n");
            }
            Reply::Error(s) => {
                out.push(b'-');
                out.extend(
                    s.bytes()
                        .map(|b| if b == b'\r' || b == b'\n' { b' ' } else { b }),
                );
                out.extend_from_slice(b"\r\n");
            }
            Reply::Int(n) => {
                let _ = write!(out, ":{n}\r\n");
            }
            Reply::Bulk(b) => {
                let _ = write!(out, "${}\r\n", b.len());
                out.extend_from_slice(b);
                out.extend_from_slice(b"\r\n");
            }
            Reply::Nil if resp3 => out.extend_from_slice(b"_\r\n"),
            Reply::Nil => out.extend_from_slice(b"$-1\r\n"),
            Reply::Array(items) => {
                let _ = write!(out, "*{}\r\n", items.len());
                for item in items {
                    item.encode(resp3, out);
                }
            }
            Reply::Map(pairs) => {
                if resp3 {
                    let _ = write!(out, "%{}\r\n", pairs.len());
                } else {
                    let _ = write!(out, "*{}\r\n", pairs.len() * 2);
                }
                for (k, v) in pairs {
                    k.encode(resp3, out);
                    v.encode(resp3, out);
                }
            }
            Reply::Double(x) if resp3 => {
                let _ = write!(out, ",{}\r\n", format_double(*x));
            }
            Reply::Double(x) => Reply::text(format_double(*x)).encode(resp3, out),
        }
    }
}

fn format_double(x: f64) -> String {
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf".into() } else { "-inf".into() }
    } else {
        format!("{x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_all(bytes: &[u8]) -> Result<Vec<Request>, ProtocolError> {
        let mut p = RequestParser::new();
        p.feed(bytes);
        let mut out = vec![];
        while let Some(r) = p.next_request()? {
            out.push(r);
        }
        Ok(out)
    }

    fn args(words: &[&str]) -> Request {
        words.iter().map(|w| w.as_bytes().to_vec()).collect()
    }

    #[test]
    fn multibulk_requests_parse_byte_by_byte_as_whole() {
        let wire = b"*3\r\n$6\r\nBF.ADD\r\n$2\r\nbf\r\n$5\r\nit\r\nm\r\n*1\r\n$4\r\nPING\r\n";
        let whole = parse_all(wire).unwrap();
        assert_eq!(
            whole,
            vec![args(&["BF.ADD", "bf", "it\r\nm"]), args(&["PING"])]
        );
        let mut p = RequestParser::new();
        let mut got = vec![];
        for b in wire {
            p.feed(&[*b]);
            while let Some(r) = p.next_request().unwrap() {
                got.push(r);
            }
        }
        assert_eq!(got, whole);
        assert_eq!(p.buffered(), 0);
    }

    #[test]
    fn inline_requests_split_like_redis() {
        assert_eq!(
            parse_all(b"set 'a b' \"c\\x41\\n\"  d\r\n\r\nping\n").unwrap(),
            vec![args(&["set", "a b", "cA\n", "d"]), args(&["ping"])]
        );
        for bad in [&b"get \"abc\r\n"[..], b"get 'x\n", b"get \"a\"b\n"] {
            assert_eq!(
                parse_all(bad).unwrap_err().reply_text(),
                "ERR Protocol error: unbalanced quotes in request"
            );
        }
    }

    #[test]
    fn bad_lengths_are_refused_at_once() {
        let cases: [(&[u8], &str); 6] = [
            (b"*abc\r\n", "invalid multibulk length"),
            (b"*2000000\r\n", "invalid multibulk length"),
            (b"*1\r\n$1099511627776\r\n", "invalid bulk length"),
            (b"*1\r\n$-5\r\n", "invalid bulk length"),
            (b"*1\r\n+PING\r\n", "expected '$', got '+'"),
            (b"*1\r\n$4\r\nPINGxx", "bulk string not followed by CRLF"),
        ];
        for (wire, why) in cases {
            assert_eq!(parse_all(wire).unwrap_err().0, why, "{wire:?}");
        }
        // `*0` and `*-1` are empty requests, skipped.
        assert_eq!(
            parse_all(b"*0\r\n*-1\r\n*1\r\n$1\r\nx\r\n").unwrap(),
            vec![args(&["x"])]
        );
    }

    #[test]
    fn an_endless_line_is_an_error_not_a_growing_buffer() {
        let mut p = RequestParser::new();
        p.feed(&vec![b'a'; MAX_INLINE]);
        assert_eq!(p.next_request().unwrap(), None);
        p.feed(b"aa");
        assert_eq!(p.next_request().unwrap_err().0, "too big inline request");
    }

    #[test]
    fn replies_encode_in_both_versions() {
        let r = Reply::Array(vec![
            Reply::Int(1),
            Reply::Nil,
            Reply::Map(vec![(Reply::Simple("a".into()), Reply::Double(0.5))]),
            Reply::err("ERR x\r\ny"),
        ]);
        let (mut v2, mut v3) = (vec![], vec![]);
        r.encode(false, &mut v2);
        r.encode(true, &mut v3);
        assert_eq!(
            v2,
            b"*4\r\n:1\r\n$-1\r\n*2\r\n+a\r\n$3\r\n0.5\r\n-ERR x  y\r\n"
        );
        assert_eq!(v3, b"*4\r\n:1\r\n_\r\n%1\r\n+a\r\n,0.5\r\n-ERR x  y\r\n");
    }
}
