#!/usr/bin/env bash
# Install the project with its dev extra (mypy, ruff, types-PyYAML) and its cluster extra (Dask,
# whose types mypy reads in tournament_dask.py) into .venv and run the linter
# and the type checker, as configured in pyproject.toml; the exit status is non-zero on any finding.
#   bash scripts/check.sh        (CI runs it after the tests)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
install_project -e ".[dev,cluster]"
status=0
.venv/bin/ruff check hoc_desktop tests scripts packaging/mypyc_build.py packaging/pgo_train.py hatch_build.py || status=1
.venv/bin/python -m mypy || status=1
exit "$status"
