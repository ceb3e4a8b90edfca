//! Line faults between the client and the simulated board: the bytes cross
//! a pseudo-terminal and the board's UART pins, and a relay damages them
//! in both directions. The board's final memory must equal a fault-free
//! model's.

#[cfg(feature = "verilator")]
mod common;

#[cfg(feature = "verilator")]
mod simulated {
    use std::time::Duration;

    use hwfilter_host::client::ClientConfig;
    use hwfilter_host::transport::{FaultConfig, FaultyTransport, SimTransport};
    use hwfilter_sim::board::BAUD_DIV_FAST;

    use super::common::fault_run::faulty_run;

    #[test]
    fn the_simulated_board_and_the_client_recover_from_one_damaged_byte_in_a_thousand() {
        let sim = SimTransport::spawn(BAUD_DIV_FAST).expect("start the simulated board");
        let t = FaultyTransport::new(
            sim,
            FaultConfig {
                rate: 1e-3,
                seed: 5,
            },
        );
        let config = ClientConfig {
            // A window of 16 full frames takes ~0.3 s of simulation.
            timeout: Duration::from_millis(400),
            max_timeouts: 20,
            ..ClientConfig::default()
        };
        let run = faulty_run(t, config, 5, 3, 600);
        eprintln!("{run:?}");
        assert!(run.ops >= 5_000 && run.damaged > 20, "{run:?}");
    }
}
