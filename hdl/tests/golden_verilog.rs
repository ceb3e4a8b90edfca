//! The Verilog the models are built from (`sim/verilog/`, committed) is
//! exactly what hwfilter-hdl generates today: a change to the RTL must
//! come with its golden copies, so the co-simulation never runs stale
//! hardware and a review shows what the change did to the Verilog.
//!
//! After changing the RTL, bless the copies and rebuild:
//! `HWFILTER_BLESS=1 cargo test -p hwfilter-hdl --test golden_verilog`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use hwfilter_hdl::board::selftest::{
    alchitry_cu_selftest_core_verilog, icebreaker_selftest_verilog,
};
use hwfilter_hdl::board::{
    alchitry_cu_bloom_only_core_verilog, alchitry_cu_core_verilog,
    alchitry_cu_counting_core_verilog, icebreaker_core_verilog, icebreaker_counting_core_verilog,
    ulx3s_12f_core_verilog, ulx3s_85f_bloom_verilog, ulx3s_sdram_core_verilog,
};
use hwfilter_hdl::sdram_bloom::SDRAM_CLOCK_HZ;
use hwfilter_hdl::verilog::{bloom_spram_verilog, counting_spram_verilog, sdram_bloom_verilog};
use hwfilter_hdl::{BloomConfig, CuckooConfig};
use hwfilter_toolchain::sdram::IS42S16160G_7;

fn bloom(banks: u32, bits: u32, module: &str) -> String {
    BloomConfig::new(banks, bits)
        .and_then(|c| c.verilog(module))
        .unwrap_or_else(|e| panic!("{module}: {e}"))
}

fn counting(banks: u32, bits: u32, module: &str) -> String {
    BloomConfig::new(banks, bits)
        .and_then(|c| c.counting_verilog(module))
        .unwrap_or_else(|e| panic!("{module}: {e}"))
}

fn cuckoo(fp: u32, buckets: u32, kicks: u32, serial: bool, module: &str) -> String {
    let c = CuckooConfig::new(fp, buckets, kicks).unwrap_or_else(|e| panic!("{module}: {e}"));
    if serial {
        c.serial_verilog(module)
    } else {
        c.verilog(module)
    }
    .unwrap_or_else(|e| panic!("{module}: {e}"))
}

/// Every golden design and how hwfilter-hdl generates it; the top module is
/// named after the design (`sim/build/models.rs` builds models from them).
fn designs() -> Vec<(&'static str, String)> {
    vec![
        ("bloom_k4_a12", bloom(4, 12, "bloom_k4_a12")),
        ("bloom_k8_a14", bloom(8, 14, "bloom_k8_a14")),
        ("bloom_k5_a9", bloom(5, 9, "bloom_k5_a9")),
        // The ULX3S 85F's engine: the wide hash layout (stride 21).
        ("bloom_k6_a19", ulx3s_85f_bloom_verilog("bloom_k6_a19")),
        // The SDRAM engine on a scaled memory (4 x 16 rows), the ULX3S
        // part's timing at its 100 MHz.
        (
            "sdram_bloom_k6_r4",
            sdram_bloom_verilog(
                4,
                IS42S16160G_7.cycles(SDRAM_CLOCK_HZ).unwrap(),
                "sdram_bloom_k6_r4",
            )
            .expect("Verilog generation"),
        ),
        ("counting_k4_a12", counting(4, 12, "counting_k4_a12")),
        ("counting_k5_a9", counting(5, 9, "counting_k5_a9")),
        (
            "bloom_spram_k4",
            bloom_spram_verilog(4, "bloom_spram_k4").expect("Verilog generation"),
        ),
        (
            "counting_spram_k4",
            counting_spram_verilog(4, "counting_spram_k4").expect("Verilog generation"),
        ),
        (
            "cuckoo_f12_b10",
            cuckoo(12, 10, 500, false, "cuckoo_f12_b10"),
        ),
        ("cuckoo_f8_b4_k8", cuckoo(8, 4, 8, false, "cuckoo_f8_b4_k8")),
        ("cuckoo_f8_b2", cuckoo(8, 2, 500, false, "cuckoo_f8_b2")),
        (
            "cuckoo_serial_f8_b10",
            cuckoo(8, 10, 500, true, "cuckoo_serial_f8_b10"),
        ),
        (
            "cuckoo_serial_f8_b4_k8",
            cuckoo(8, 4, 8, true, "cuckoo_serial_f8_b4_k8"),
        ),
        ("board_cu", alchitry_cu_core_verilog("board_cu")),
        (
            "board_cu_counting",
            alchitry_cu_counting_core_verilog("board_cu_counting"),
        ),
        (
            "board_cu_bloom_only",
            alchitry_cu_bloom_only_core_verilog("board_cu_bloom_only"),
        ),
        ("board_ib", icebreaker_core_verilog("board_ib")),
        ("board_ulx3s_12f", ulx3s_12f_core_verilog("board_ulx3s_12f")),
        // The ULX3S's SDRAM core on a scaled memory (4 x 16 rows) at the
        // 12F's 60 MHz, with the chip model at its pins.
        (
            "board_ulx3s_sdram_r4",
            ulx3s_sdram_core_verilog(4, "board_ulx3s_sdram_r4").expect("Verilog generation"),
        ),
        // The same core on the whole 32 MB (`serve-sim --board ulx3s-12f
        // --bloom blocked`).
        (
            "board_ulx3s_sdram",
            ulx3s_sdram_core_verilog(13, "board_ulx3s_sdram").expect("Verilog generation"),
        ),
        (
            "board_ib_counting",
            icebreaker_counting_core_verilog("board_ib_counting"),
        ),
        (
            "selftest_cu",
            alchitry_cu_selftest_core_verilog("selftest_cu"),
        ),
        ("selftest_ib", icebreaker_selftest_verilog("selftest_ib")),
    ]
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../sim/verilog")
}

/// The first line where two texts differ, for the failure message.
fn first_difference(want: &str, got: &str) -> String {
    let (mut w, mut g) = (want.lines(), got.lines());
    for n in 1.. {
        match (w.next(), g.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (a, b) => {
                return format!(
                    "line {n}: generated {:?}, golden {:?}",
                    a.unwrap_or("<end>"),
                    b.unwrap_or("<end>")
                );
            }
        }
    }
    unreachable!()
}

#[test]
fn golden_verilog_is_what_the_rtl_generates() {
    let dir = golden_dir();
    let bless = std::env::var_os("HWFILTER_BLESS").is_some_and(|v| !v.is_empty() && v != "0");
    let designs = designs();
    let mut stale = vec![];
    for (name, generated) in &designs {
        let path = dir.join(format!("{name}.v"));
        let golden = fs::read_to_string(&path).unwrap_or_default();
        if golden == *generated {
            continue;
        }
        if bless {
            fs::create_dir_all(&dir).expect("create sim/verilog");
            fs::write(&path, generated).expect("write the golden Verilog");
        } else {
            stale.push(format!(
                "{name}.v: {}",
                first_difference(generated, &golden)
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "the golden Verilog in {} differs from what the RTL generates:\n  {}\n\
         bless it with `HWFILTER_BLESS=1 cargo test -p hwfilter-hdl --test golden_verilog` \
         and commit it",
        dir.display(),
        stale.join("\n  ")
    );
    // No file the build could read that nothing generates.
    let want: BTreeSet<String> = designs.iter().map(|(n, _)| format!("{n}.v")).collect();
    let have: BTreeSet<String> = fs::read_dir(&dir)
        .expect("read sim/verilog")
        .map(|e| {
            e.expect("dir entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".v"))
        .collect();
    let extra: Vec<&String> = have.difference(&want).collect();
    assert!(
        extra.is_empty(),
        "{} holds Verilog nothing generates: {extra:?}",
        dir.display()
    );
}
