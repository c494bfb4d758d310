#!/bin/sh
# Installs tmux (used by the terminal-play test to drive `arbiter play --human` through a
# pseudo-terminal) when it is missing. Idempotent; Debian/Ubuntu (apt-get) only.
set -e
if command -v tmux >/dev/null 2>&1; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-tmux: tmux is missing and apt-get is not available: install tmux" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq tmux >/dev/null
command -v tmux >/dev/null 2>&1
