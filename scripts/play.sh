#!/usr/bin/env bash
# Install the project into .venv (non-editable, as a user would get it, with the tested versions of
# constraints.txt) and start the program.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
install_project .
exec .venv/bin/hoc-desktop "$@"
