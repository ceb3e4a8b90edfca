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

    #[test]
    fn a_power_cycled_simulated_board_is_detected_by_its_boot_epoch() {
        use hwfilter_host::client::{Client, ClientError};
        use hwfilter_model::protocol::Filter;

        let sim = SimTransport::spawn(BAUD_DIV_FAST).expect("start the simulated board");
        let mut c = Client::connect(sim, ClientConfig::default()).unwrap();
        let keys: Vec<u64> = (0..600u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        c.insert(Filter::Bloom, &keys).unwrap();
        c.transport().restart_board();
        std::thread::sleep(Duration::from_millis(300));
        let e = c.query(Filter::Bloom, &keys).unwrap_err();
        assert!(matches!(e, ClientError::BoardRestarted { .. }), "{e}");
        // A new connection adopts the new epoch and sees an empty board.
        let sim = c.into_transport();
        let mut c = Client::connect(sim, ClientConfig::default()).unwrap();
        assert_eq!(c.count().unwrap(), 0);
    }
}
