"""``python -m pinochle``: the command line."""

import sys

from pinochle.cli import main

sys.exit(main())
