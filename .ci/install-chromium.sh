#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium through playwright-core (no browser download: the network is closed).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
sudo_if_needed apt-get update -qq
sudo_if_needed apt-get install -y -qq chromium
