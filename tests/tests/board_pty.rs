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

/// INFO's boot epoch and the Cuckoo COUNT from a board on `port`, asked
/// with sequence number `seq`.
fn epoch_and_count(port: &mut std::fs::File, seq: u8) -> (u32, u32) {
    let mut wire = vec![0u8];
    wire.extend(encode_wire(&Request::info(0).encode()));
    wire.extend(encode_wire(&Request::count(seq, Filter::Cuckoo).encode()));
    port.write_all(&wire).unwrap();
    let r = read_frames(port, 2);
    (r[0].info().unwrap().boot_epoch, r[1].count_value().unwrap())
}

fn open(board: &PtyBoard) -> std::fs::File {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(board.path())
        .expect("open the PTY")
}

#[test]
fn every_start_of_the_simulated_board_has_its_own_boot_epoch() {
    // Two boards started one after the other, as two `serve-sim` runs.
    let first = PtyBoard::spawn(BAUD_DIV_FAST).unwrap();
    let (epoch_a, _) = epoch_and_count(&mut open(&first), 0);
    first.stop().unwrap();
    let second = PtyBoard::spawn(BAUD_DIV_FAST).unwrap();
    let mut port = open(&second);
    let (epoch_b, _) = epoch_and_count(&mut port, 0);
    assert_ne!(epoch_a, epoch_b, "two starts, one epoch");
    assert_eq!(epoch_a & 1, 1, "bit 0 of an epoch is always set");

    // A restart behind the same PTY loses the filters and changes the epoch;
    // the epoch holds while the board runs.
    let keys: Vec<u64> = (1..=10).collect();
    port.write_all(&encode_wire(
        &Request::insert(1, Filter::Cuckoo, &keys).encode(),
    ))
    .unwrap();
    read_frames(&mut port, 1);
    assert_eq!(epoch_and_count(&mut port, 2), (epoch_b, 10));
    second.restart();
    std::thread::sleep(Duration::from_millis(300));
    let (epoch_c, count) = epoch_and_count(&mut port, 0);
    assert_ne!(epoch_c, epoch_b, "a restart keeps the epoch");
    assert_eq!(count, 0, "a restarted board is empty");
}
