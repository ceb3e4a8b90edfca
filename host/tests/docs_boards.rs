//! docs/boards.md quotes the boards' facts as the platforms hold them: its
//! table between the markers is the one `hwfilter_host::boards_table`
//! renders. `HWFILTER_BLESS=1` rewrites it.

use hwfilter_host::boards_table::{
    BEGIN_ECP5, END_ECP5, board_facts_table, ecp5_board_facts_table, replace_between, replace_table,
};

#[test]
fn the_board_table_in_the_docs_is_the_platforms() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/boards.md");
    let doc = std::fs::read_to_string(path).expect("read docs/boards.md");
    let table = board_facts_table() + &ecp5_board_facts_table();
    let want = replace_table(&doc, &board_facts_table()).expect(
        "docs/boards.md has the board-facts markers (hwfilter_host::boards_table::BEGIN, END)",
    );
    let want = replace_between(&want, BEGIN_ECP5, END_ECP5, &ecp5_board_facts_table()).expect(
        "docs/boards.md has the ECP5 board-facts markers (hwfilter_host::boards_table::BEGIN_ECP5, END_ECP5)",
    );
    if want != doc {
        if std::env::var_os("HWFILTER_BLESS").is_some() {
            std::fs::write(path, &want).expect("write docs/boards.md");
            return;
        }
        panic!(
            "docs/boards.md's board table differs from the platforms; \
             HWFILTER_BLESS=1 cargo test -p hwfilter-host --test docs_boards rewrites it. \
             Expected:\n{table}"
        );
    }
}
