//! The board's serial link (docs/protocol.md): UART, COBS framing, CRC-32,
//! frame buffers, the command dispatcher with its reply cache, and the reply
//! encoder.
//!
//! ```text
//!  rx pin ─► UartRx ─► FrameReceiver (CobsDecoder, Crc32Step, 2 frame buffers)
//!                          │ checked frames
//!                          ▼
//!                      Dispatcher ─► BloomEngine / CuckooEngine ─► results
//!                          │ replies in the reply cache RAM
//!                          ▼
//!  tx pin ◄─ UartTx ◄─ ReplyEncoder (CRC-32, COBS)
//! ```

pub mod cobs_decoder;
pub mod crc32;
pub mod dispatcher;
pub mod frame_receiver;
pub mod reply_encoder;
pub mod uart_rx;
pub mod uart_tx;

pub use cobs_decoder::CobsDecoder;
pub use crc32::Crc32Step;
pub use dispatcher::{BoardInfo, Dispatcher, LinkCounters, NakBusySlots, RequestDecoder};
pub use frame_receiver::FrameReceiver;
pub use reply_encoder::ReplyEncoder;
pub use uart_rx::UartRx;
pub use uart_tx::UartTx;

/// Stepping rust-hdl's own simulation by hand, and independent software
/// references, for the blocks' unit tests.
#[cfg(test)]
pub(crate) mod testbench {
    use rust_hdl::prelude::*;

    /// Settles combinational logic after an input change.
    pub fn settle<B: Block>(b: &mut B) {
        for _ in 0..400 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    /// Reflected CRC-32 (zlib), bit by bit: deliberately not the RTL's form.
    pub fn crc32(data: &[u8]) -> u32 {
        let mut c = 0xffff_ffffu32;
        for &b in data {
            c ^= b as u32;
            for _ in 0..8 {
                c = if c & 1 == 1 {
                    (c >> 1) ^ 0xedb8_8320
                } else {
                    c >> 1
                };
            }
        }
        !c
    }

    /// COBS encoding (no delimiter), as in Cheshire and Baker's paper.
    pub fn cobs(data: &[u8]) -> Vec<u8> {
        let mut out = vec![0];
        let mut code_at = 0;
        let mut code = 1u8;
        for &b in data {
            if b == 0 {
                out[code_at] = code;
                code_at = out.len();
                out.push(0);
                code = 1;
            } else {
                out.push(b);
                code += 1;
                if code == 0xff {
                    out[code_at] = code;
                    code_at = out.len();
                    out.push(0);
                    code = 1;
                }
            }
        }
        out[code_at] = code;
        out
    }

    #[test]
    fn references_agree_with_known_values() {
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        assert_eq!(
            cobs(&[0x11, 0x22, 0x00, 0x33]),
            [0x03, 0x11, 0x22, 0x02, 0x33]
        );
        assert_eq!(cobs(&[0x00]), [0x01, 0x01]);
        assert_eq!(cobs(&[0x11, 0x00]), [0x02, 0x11, 0x01]);
        let long: Vec<u8> = (1..=254).collect();
        let enc = cobs(&long);
        assert_eq!(enc[0], 0xff);
        assert_eq!(enc.len(), 256);
        assert_eq!(enc[255], 0x01);
    }
}
