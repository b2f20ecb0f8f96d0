"""The scorepad: the score sheet of a game played at a real table.

Three ideas, one module each: the sheet (``sheet``: a hand entry that knows
what the rules refuse in it, the game and its running totals), the forms
(``form``: what the reader typed, read into an entry or the settings), and
the saved files (``saved``: JSON and CSV).
"""

from pinochle.scorepad.form import read_hand, read_settings, team_meld
from pinochle.scorepad.saved import (
    FORMAT,
    VERSION,
    from_csv,
    from_json,
    read_game,
    to_csv,
    to_json,
)
from pinochle.scorepad.sheet import (
    OUTCOME_INPUTS,
    TEAM_NAME_MAX,
    HandEntry,
    Row,
    Scorepad,
    Sheet,
)

__all__ = [
    "FORMAT",
    "OUTCOME_INPUTS",
    "TEAM_NAME_MAX",
    "VERSION",
    "HandEntry",
    "Row",
    "Scorepad",
    "Sheet",
    "from_csv",
    "from_json",
    "read_game",
    "read_hand",
    "read_settings",
    "team_meld",
    "to_csv",
    "to_json",
]
