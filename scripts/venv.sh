# Sourced by play.sh and test.sh: make .venv (once) and install the project into it.
# install_project ARGS...  installs with the tested versions of constraints.txt;
# install_latest ARGS...   installs the newest releases the pyproject ranges allow (test.sh --latest).
[[ -x .venv/bin/python ]] || python3 -m venv .venv

# PLAY_STAMP: the digest of the sources play.sh last installed from (sources_digest, below). Any
# other install into .venv (test.sh's editable one, check.sh's) removes it, so play.sh installs again.
PLAY_STAMP=.venv/hoc-desktop-sources

install_project() {
    rm -f "$PLAY_STAMP"
    .venv/bin/python -m pip install --quiet --upgrade pip -c constraints.txt
    .venv/bin/python -m pip install --quiet -c constraints.txt "$@"
}

install_latest() {
    rm -f "$PLAY_STAMP"
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet --upgrade --upgrade-strategy eager "$@"
}

# sources_digest: one hash of what a normal install is built from (the package, its data, the build
# files, the pinned versions) and of HOC_PURE: play.sh installs again when it changes.
sources_digest() {
    python3 - <<'PY'
import hashlib, os
from pathlib import Path
digest = hashlib.sha256(os.environ.get("HOC_PURE", "").encode())
roots = ["hoc_desktop", "data", "art", "packaging", "pyproject.toml", "hatch_build.py", "constraints.txt", "README.md"]
for root in map(Path, roots):
    for path in sorted([root] if root.is_file() else root.rglob("*")):
        if path.is_file() and path.suffix not in (".pyc", ".so", ".pyd"):
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
print(digest.hexdigest())
PY
}
