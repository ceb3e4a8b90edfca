# Shared by scripts/ensure-formal.sh and scripts/ensure-ecp5.sh: a
# virtual environment of PyPI tools at pinned versions, reinstalled when
# its pins change. Source it, set `pins` (pip requirements) and `tools`
# (the executables the environment must hold), then:
#
#   venv_current VENV || { venv_install WHAT VENV; <warm-up>; venv_check VENV; }
#
# venv_check writes the stamp that venv_current reads.

venv_current() {
  local venv=$1 tool
  [ -f "$venv/.pins" ] && [ "$(cat "$venv/.pins")" = "${pins[*]}" ] || return 1
  for tool in "${tools[@]}"; do [ -x "$venv/bin/$tool" ] || return 1; done
}

venv_install() {
  local what=$1 venv=$2 sudo
  if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    echo "hwfilter: installing python3-venv (for $what)" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=; elif sudo -n true 2>/dev/null; then sudo=sudo; else
      echo "error: python3's venv module is missing: sudo apt-get install -y python3-venv" >&2
      return 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq python3-venv python3-pip >/dev/null
  fi
  echo "hwfilter: installing $what into $venv: ${pins[*]}" >&2
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}"
}

venv_check() {
  local venv=$1 tool
  for tool in "${tools[@]}"; do
    if [ ! -x "$venv/bin/$tool" ]; then
      echo "error: $tool is missing from $venv after installing ${pins[*]}" >&2
      return 1
    fi
  done
  echo "${pins[*]}" > "$venv/.pins"
}
