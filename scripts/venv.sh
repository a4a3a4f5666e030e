# Sourced by play.sh and test.sh: make .venv (once) and install the project into it.
# install_project ARGS...  installs with the tested versions of constraints.txt;
# install_latest ARGS...   installs the newest releases the pyproject ranges allow (test.sh --latest).
python3 -m venv .venv

install_project() {
    .venv/bin/python -m pip install --quiet --upgrade pip -c constraints.txt
    .venv/bin/python -m pip install --quiet -c constraints.txt "$@"
}

install_latest() {
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet --upgrade --upgrade-strategy eager "$@"
}
