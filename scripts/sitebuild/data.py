"""The build's data files, ``scripts/<name>.json``: what is chosen or reported, not ruled."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).resolve().parents[1]


def read_data(name: str) -> Any:
    """The parsed contents of ``scripts/<name>.json``."""
    return json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))
