use hwfilter_sim::bloom::*;
use hwfilter_model::BloomOp;
#[test]
fn smoke() {
    let mut c = Cosim::<DefaultBloom>::new("smoke", 1);
    let ops = vec![BloomOp::Insert(1), BloomOp::Query(1), BloomOp::Query(2), BloomOp::Read(0x3d5), BloomOp::Clear, BloomOp::Query(1)];
    let r = c.run(ops, Traffic::FULL_SPEED).map_err(|e| e.to_string()).unwrap();
    eprintln!("{r:?}");
    let params = c.params();
    let r = c.run(RandomOps::new(params, 7, 200_000), Traffic::RANDOM).map_err(|e| e.to_string()).unwrap();
    eprintln!("{r:?} {:.2} Mcycles/s", r.cycles_per_second()/1e6);
}
