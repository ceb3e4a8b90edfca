#!/usr/bin/env bash
# Checks for the system tools hwfilter needs and installs the missing ones
# from Debian/Ubuntu packages (as root, or with passwordless sudo).
# Otherwise prints the exact install command and fails.
set -euo pipefail

# tool:package pairs
need=(
  verilator:verilator
  yosys:yosys
  nextpnr-ice40:nextpnr-ice40
  icepack:fpga-icestorm
  iceprog:fpga-icestorm
  iverilog:iverilog
  openFPGALoader:openfpgaloader
  redis-server:redis-server
  redis-cli:redis-tools
  redis-benchmark:redis-tools
  g++:g++
  cargo:cargo
)

missing=()
for pair in "${need[@]}"; do
  tool=${pair%%:*}
  pkg=${pair#*:}
  if ! command -v "$tool" >/dev/null 2>&1; then
    if [ "$tool" = cargo ]; then
      echo "error: cargo (Rust) not found: install Rust from https://rustup.rs (1.85 or newer)" >&2
      exit 1
    fi
    case " ${missing[*]-} " in *" $pkg "*) ;; *) missing+=("$pkg") ;; esac
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "hwfilter: installing missing tools: ${missing[*]}" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: no apt-get here; install these tools with your package manager: ${missing[*]}" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  SUDO=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO=sudo
else
  echo "error: missing tools. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
for pair in "${need[@]}"; do
  tool=${pair%%:*}
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is still missing after installing ${missing[*]}" >&2
    exit 1
  fi
done
