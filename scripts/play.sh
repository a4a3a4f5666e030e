#!/usr/bin/env bash
# Install the project into .venv (non-editable, as a user would get it, with the tested versions of
# constraints.txt) and start the program. The install compiles the engine with mypyc where a C
# compiler works (hatch_build.py; HOC_PURE=1 keeps it pure) and says which build it installed.
# `pip install .` rebuilds the wheel on every call, so the install runs again only when the sources,
# the pinned versions or HOC_PURE changed since the last one, or another install came between.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
digest="$(sources_digest)"
if [[ "$(cat "$PLAY_STAMP" 2>/dev/null)" != "$digest" ]]; then
    echo "play.sh: installing hoc-desktop into .venv (compiling the engine takes a few minutes the first time)" >&2
    install_project .
    echo "$digest" > "$PLAY_STAMP"
    installed="$(.venv/bin/hoc-desktop --version)"
    if [[ "$installed" == *"(pure Python)" && -z "${HOC_PURE:-}" ]]; then
        installed+="; with a C compiler and Python's headers it would be the compiled engine (docs/packaging.md)"
    fi
    echo "play.sh: installed $installed" >&2
fi
exec .venv/bin/hoc-desktop "$@"
