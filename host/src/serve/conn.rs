//! One client connection: read what arrives, parse every complete request,
//! submit them all (so a pipeline's keys share board frames), then write
//! the replies in request order.
//!
//! Memory is bounded: a connection buffers at most [`MAX_BUFFERED`] bytes
//! of unparsed requests (a longer request is a protocol error, as in Redis)
//! and at most [`MAX_IN_FLIGHT`] requests before it writes their replies,
//! and it reads nothing more until a slow reader has taken them.

use std::sync::Arc;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::resp::{MAX_BULK, Reply, RequestParser};
use super::service::{Conn, Pending, Service, execute};

/// Most unparsed bytes a connection holds (a request's largest bulk
/// string and its headers).
pub const MAX_BUFFERED: usize = MAX_BULK as usize + (1 << 20);
/// Most requests submitted before their replies are written.
pub const MAX_IN_FLIGHT: usize = 4096;
/// Bytes read at a time.
const READ_CHUNK: usize = 64 << 10;

/// Serves one connection until it closes, QUITs or breaks the protocol.
pub async fn serve(svc: Arc<Service>, mut stream: TcpStream) {
    let _ = stream.set_nodelay(true);
    let mut conn = Conn::new(&svc);
    let mut parser = RequestParser::new();
    let mut buf = vec![0u8; READ_CHUNK];
    let mut out = Vec::with_capacity(4096);
    loop {
        let n = match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        parser.feed(&buf[..n]);
        // Each reply with the protocol version in force when its request ran.
        let mut pending: Vec<(Pending, bool)> = vec![];
        let mut close = false;
        loop {
            if pending.len() >= MAX_IN_FLIGHT {
                // Write what is due before parsing more.
                if flush(&mut stream, &mut pending, &mut out).await.is_err() {
                    return;
                }
            }
            match parser.next_request() {
                Ok(Some(req)) => {
                    let p = execute(&svc, &mut conn, req).await;
                    pending.push((p, conn.resp3));
                    if conn.quit {
                        close = true;
                        break;
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    pending.push((Reply::Error(e.reply_text()).into(), conn.resp3));
                    close = true;
                    break;
                }
            }
        }
        if !close && parser.buffered() > MAX_BUFFERED {
            let p = Reply::err("ERR Protocol error: request too large").into();
            pending.push((p, conn.resp3));
            close = true;
        }
        if flush(&mut stream, &mut pending, &mut out).await.is_err() || close {
            let _ = stream.shutdown().await;
            return;
        }
    }
}

/// Resolves `pending` in order and writes the replies.
async fn flush(
    stream: &mut TcpStream,
    pending: &mut Vec<(Pending, bool)>,
    out: &mut Vec<u8>,
) -> std::io::Result<()> {
    out.clear();
    for (p, resp3) in pending.drain(..) {
        p.resolve().await.encode(resp3, out);
        if out.len() >= READ_CHUNK {
            stream.write_all(out).await?;
            out.clear();
        }
    }
    if !out.is_empty() {
        stream.write_all(out).await?;
    }
    Ok(())
}
