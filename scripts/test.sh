#!/usr/bin/env bash
# Install the project with its test extras (and the cluster extra: the Dask tournament tests run
# on a local cluster) into .venv and run the whole test suite.
#   bash scripts/test.sh [PYTEST ARGS]           the versions recorded in constraints.txt (CI does this)
#   bash scripts/test.sh --latest [PYTEST ARGS]  the newest releases pyproject.toml allows instead
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
if [[ "${1:-}" == "--latest" ]]; then
    shift
    install_latest -e ".[test,cluster]"
    .venv/bin/python -m pip list --format=freeze 2>/dev/null | grep -iE '^(pygame-ce|pyyaml|platformdirs|pytest)==' | tr '\n' ' '
    echo
else
    install_project -e ".[test,cluster]"
fi
exec .venv/bin/python -m pytest -q "$@"
