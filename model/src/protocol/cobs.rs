//! Consistent Overhead Byte Stuffing: a packet's bytes without `0x00`, so
//! that `0x00` can delimit frames on the line.

use thiserror::Error;

/// A COBS-encoded frame that does not decode.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CobsError {
    /// A `0x00` byte inside the frame (it can only be a delimiter).
    #[error("zero byte at offset {at} inside a COBS frame")]
    ZeroByte { at: usize },
    /// The block code at `at` points past the end of the frame.
    #[error("COBS code {code:#04x} at offset {at} points past the end of the frame")]
    Truncated { at: usize, code: u8 },
}

/// COBS-encodes `data` (no delimiter). Blocks are at most 254 data bytes
/// (code `0xFF`); a final full block is not followed by an empty `0x01`
/// block (the canonical form; decoders accept both).
///
/// ```
/// use hwfilter_model::protocol::{cobs_decode, cobs_encode};
/// assert_eq!(cobs_encode(&[0x11, 0x00, 0x22]), [0x02, 0x11, 0x02, 0x22]);
/// assert_eq!(cobs_encode(&[]), [0x01]);
/// assert_eq!(cobs_decode(&[0x02, 0x11, 0x02, 0x22]).unwrap(), [0x11, 0x00, 0x22]);
/// ```
pub fn cobs_encode(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() + data.len() / 254 + 1);
    let mut code_at = 0;
    out.push(0);
    let mut code = 1u8;
    for (i, &b) in data.iter().enumerate() {
        if b == 0 {
            out[code_at] = code;
            code_at = out.len();
            out.push(0);
            code = 1;
        } else {
            out.push(b);
            code += 1;
            if code == 0xFF && i + 1 < data.len() {
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

/// Decodes one COBS frame (the bytes between two delimiters, delimiters
/// excluded). An empty input decodes to an empty packet.
pub fn cobs_decode(encoded: &[u8]) -> Result<Vec<u8>, CobsError> {
    let mut out = Vec::with_capacity(encoded.len());
    let mut i = 0;
    while i < encoded.len() {
        let at = i;
        let code = encoded[i];
        if code == 0 {
            return Err(CobsError::ZeroByte { at });
        }
        i += 1;
        for _ in 1..code {
            match encoded.get(i) {
                None => return Err(CobsError::Truncated { at, code }),
                Some(0) => return Err(CobsError::ZeroByte { at: i }),
                Some(&b) => out.push(b),
            }
            i += 1;
        }
        if code != 0xFF && i < encoded.len() {
            out.push(0);
        }
    }
    Ok(out)
}

/// Packets for COBS properties, up to 1,100 bytes: uniform bytes; sparse
/// zeros (long non-zero runs); and runs of 250 to 260 non-zero bytes, each
/// followed by a zero or not, so that 254-byte blocks end at, before and
/// after a zero and at the end of the packet.
#[cfg(test)]
pub(super) fn packets() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
    use proptest::collection::vec;
    use proptest::prelude::*;
    prop_oneof![
        vec(any::<u8>(), 0..=1100),
        vec(prop_oneof![1 => Just(0u8), 100 => 1u8..=255], 0..=1100),
        vec((250usize..=260, 1u8..=255, any::<bool>()), 0..=4).prop_map(|runs| {
            let mut out = Vec::new();
            for (len, fill, zero) in runs {
                out.extend(std::iter::repeat_n(fill, len));
                if zero {
                    out.push(0);
                }
            }
            out
        }),
    ]
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{CobsError, cobs_decode, cobs_encode, packets};

    #[test]
    fn cobs_vectors() {
        // Wikipedia's examples.
        let cases: Vec<(Vec<u8>, Vec<u8>)> = vec![
            (vec![0x00], vec![0x01, 0x01]),
            (vec![0x00, 0x00], vec![0x01, 0x01, 0x01]),
            (vec![0x00, 0x11, 0x00], vec![0x01, 0x02, 0x11, 0x01]),
            (
                vec![0x11, 0x22, 0x00, 0x33],
                vec![0x03, 0x11, 0x22, 0x02, 0x33],
            ),
            (
                vec![0x11, 0x22, 0x33, 0x44],
                vec![0x05, 0x11, 0x22, 0x33, 0x44],
            ),
            (
                vec![0x11, 0x00, 0x00, 0x00],
                vec![0x02, 0x11, 0x01, 0x01, 0x01],
            ),
        ];
        for (raw, enc) in cases {
            assert_eq!(cobs_encode(&raw), enc, "{raw:02x?}");
            assert_eq!(cobs_decode(&enc).unwrap(), raw);
        }
        let run: Vec<u8> = (1..=254).collect();
        let mut enc = vec![0xFF];
        enc.extend(&run);
        assert_eq!(cobs_encode(&run), enc);
        assert_eq!(cobs_decode(&enc).unwrap(), run);
        // The non-canonical trailing empty block decodes the same.
        enc.push(0x01);
        assert_eq!(cobs_decode(&enc).unwrap(), run);
        let mut zero_then: Vec<u8> = vec![0];
        zero_then.extend(1..=255u8);
        let enc = cobs_encode(&zero_then);
        assert_eq!(enc[..2], [0x01, 0xFF]);
        assert_eq!(enc[enc.len() - 2..], [0x02, 0xFF]);
        assert_eq!(cobs_decode(&enc).unwrap(), zero_then);
        // 254 non-zero bytes then a zero: FF block, then 01 01.
        let mut run0 = run.clone();
        run0.push(0);
        let enc = cobs_encode(&run0);
        assert_eq!(enc[enc.len() - 2..], [0x01, 0x01]);
        assert_eq!(cobs_decode(&enc).unwrap(), run0);
    }

    #[test]
    fn cobs_errors() {
        assert_eq!(
            cobs_decode(&[0x03, 0x11]),
            Err(CobsError::Truncated { at: 0, code: 3 })
        );
        assert_eq!(
            cobs_decode(&[0x03, 0x11, 0x00]),
            Err(CobsError::ZeroByte { at: 2 })
        );
        assert_eq!(
            cobs_decode(&[0x01, 0x00]),
            Err(CobsError::ZeroByte { at: 1 })
        );
        assert_eq!(cobs_decode(&[]), Ok(vec![]));
    }

    /// The one input on which we differ from the `cobs` crate, by design:
    /// nothing between two delimiters decodes to an empty packet here (the
    /// packet layer calls it a runt; the accumulator never reports empty
    /// frames at all), where the crate answers an error.
    #[test]
    fn empty_input_decodes_to_an_empty_packet() {
        assert_eq!(cobs_decode(&[]), Ok(vec![]));
        assert!(::cobs::decode_vec(&[]).is_err());
    }

    proptest! {
        /// Byte for byte the `cobs` crate's encoding. Neither appends the
        /// `0x00` delimiter (`encode_wire` does), and both end a packet
        /// whose last block is a full 254 bytes without an empty block.
        #[test]
        fn encoding_matches_the_cobs_crate(data in packets()) {
            let theirs = ::cobs::encode_vec(&data);
            prop_assert!(!theirs.contains(&0));
            prop_assert_eq!(cobs_encode(&data), theirs);
        }

        /// Each decodes the other's encoding to the packet.
        #[test]
        fn decoding_round_trips_with_the_cobs_crate(data in packets()) {
            prop_assert_eq!(cobs_decode(&::cobs::encode_vec(&data)), Ok(data.clone()));
            prop_assert_eq!(::cobs::decode_vec(&cobs_encode(&data)), Ok(data));
        }
    }
}
