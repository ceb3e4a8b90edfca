//! The simulated board on a pseudo-terminal answers a client that only
//! knows the PTY's path, as a real board on /dev/ttyUSB0 would.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use hwfilter_model::protocol::{Filter, Reply, Request, cobs_decode, encode_wire};
use hwfilter_sim::board::BAUD_DIV_FAST;
use hwfilter_sim::pty::PtyBoard;

/// Reads until `frames` delimiters arrived (or 60 s pass).
fn read_frames(port: &mut std::fs::File, frames: usize) -> Vec<Reply> {
    let mut bytes = vec![];
    let start = Instant::now();
    let mut buf = [0u8; 256];
    while bytes.iter().filter(|&&b| b == 0).count() < frames {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no reply, got {bytes:?}"
        );
        let n = port.read(&mut buf).expect("read the PTY");
        bytes.extend(&buf[..n]);
    }
    bytes
        .split(|&b| b == 0)
        .filter(|f| !f.is_empty())
        .map(|f| Reply::decode(&cobs_decode(f).expect("COBS")).expect("a valid reply"))
        .collect()
}

#[test]
fn a_client_on_the_pty_path_gets_replies_from_the_rtl() {
    let board = PtyBoard::spawn(BAUD_DIV_FAST).expect("start the simulated board");
    assert!(board.path().starts_with("/dev/"), "{}", board.path());
    let mut port = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(board.path())
        .expect("open the PTY like a serial port");
    let keys: Vec<u64> = (0..60).map(|i| i * 0x9e37_79b9).collect();
    let mut wire = vec![0u8];
    wire.extend(encode_wire(&Request::info(0).encode()));
    wire.extend(encode_wire(
        &Request::insert(0, Filter::Cuckoo, &keys).encode(),
    ));
    wire.extend(encode_wire(
        &Request::query(1, Filter::Cuckoo, &keys).encode(),
    ));
    port.write_all(&wire).unwrap();
    let replies = read_frames(&mut port, 3);
    let info = replies[0].info().unwrap();
    assert_eq!((info.cuckoo_fp_bits, info.cuckoo_bucket_bits), (12, 10));
    assert_eq!(replies[1].status, 0);
    assert_eq!(replies[2].bits(), vec![true; 60], "no false negatives");
    // A second client after the first one closed.
    drop(port);
    let mut port = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(board.path())
        .unwrap();
    port.write_all(&encode_wire(&Request::count(2, Filter::Cuckoo).encode()))
        .unwrap();
    let r = read_frames(&mut port, 1);
    assert_eq!(r[0].count_value().unwrap(), 60);
    assert!(board.is_running());
    assert!(
        board
            .stats()
            .cycles
            .load(std::sync::atomic::Ordering::Relaxed)
            > 0
    );
    board.stop().expect("clean stop");
}
