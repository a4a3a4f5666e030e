import sys

from hoc_desktop.cli.main import main

sys.exit(main())
