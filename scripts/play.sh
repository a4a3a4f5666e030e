#!/usr/bin/env bash
# Install the project into .venv (non-editable, as a user would get it) and start the program.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet .
exec .venv/bin/hoc-desktop "$@"
