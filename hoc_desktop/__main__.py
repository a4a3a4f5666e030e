"""`python -m hoc_desktop` (and the packaged executable's entry point).

The module has no side effects on import: the AI worker is a "spawn" process, which re-imports the
main module, and a frozen one-file build needs `freeze_support()` to run first, so that the child
becomes the worker instead of starting the whole program again.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from hoc_desktop.cli.main import main

    sys.exit(main())
