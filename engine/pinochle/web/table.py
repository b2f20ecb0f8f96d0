"""The Play page's entry point: the reader at South with three computer players
(``pinochle.table``), one operation per request.

The browser keeps the game as ``game``: ``{"rules", "seed", "target",
"players", "version", "actions", "marks"}`` (the reader's action tokens and
the fingerprints the engine gave) and sends it with every operation; the
engine replays it and answers with the new ``game`` and the ``view`` from
South (``table_view``). Operations (``op``):

- ``new`` (``rules``, ``seed``, optional ``target`` and ``players``): a new game;
- ``state``: the game as it stands (``open``: show all four hands);
- ``act`` (``action``: a token): the reader's action and the computer players'
  replies up to the reader's next decision; an action the rules refuse comes
  back as ``refused`` (code, params, the rule in words naming the cards) with
  the game unchanged;
- ``hint``: ``hint``, what the computer player would do in the reader's seat
  and why;
- ``ahead``: the game as ``state`` answers it, having worked out (and kept) what
  the reader asks next: the hint of the decision due and the review's weighing of
  the reader's last card. The page asks while it shows the computers' moves, so a
  hint answers at once, an action waits for the computers' replies alone and the
  review at a hand's end finds its cards weighed;
- ``undo``: the game back at the reader's previous decision (the ``next``
  steps after it are taken back too);
- ``review`` (optional ``hand``, from 1; default the hand on the table): the
  reader's decisions in that hand where the computer player would have chosen
  otherwise, side by side.

A game whose action list breaks the rules or does not match its ``marks`` is
refused (``play_tampered``, naming the action), unless it was saved by
another engine version: then it opens at its last consistent point with
``notice`` (``play_older_version``).
"""

from __future__ import annotations

from pinochle import __version__
from pinochle.bots import DEFAULT, PLAYERS
from pinochle.catalog import Catalog
from pinochle.errors import IllegalAction, ReadError
from pinochle.jsonread import Reader
from pinochle.table import NEXT, Setting, Table, estimate, replay, replay_until_consistent
from pinochle.web._entry import Request, RequestError, Response, answer, number, text, texts
from pinochle.web.new_deal import MAX_SEED
from pinochle.web.table_view import game_json, hint_json, refusal_json, review_json, table_view

OPS = ("new", "state", "act", "hint", "ahead", "undo", "review")


def play(request: str) -> str:
    """The Play page: one operation on the reader's game at the table."""
    return answer(request, _play)


def _play(data: Request, catalog: Catalog) -> Response:
    op = text(data, "op")
    if op not in OPS:
        raise RequestError("bad_request", field="op")
    open_hands = data.get("open") is True
    if op == "new":
        setting = _setting(data)
        table = replay(setting, [])
        return _response(table, catalog, open_hands)
    game = data.get("game")
    if not isinstance(game, dict):
        raise RequestError("bad_request", field="game")
    setting = _setting(game)
    actions = texts(game, "actions")
    table = _load(setting, actions, game, catalog)
    response: Response = {}
    if op == "act":
        action = text(data, "action")
        try:
            table = replay(setting, [*table_actions(table), action])
        except IllegalAction as error:
            response["refused"] = refusal_json(table, action, error, catalog)
    elif op == "undo":
        table = replay(setting, _taken_back(table_actions(table)))
    elif op == "ahead":
        table.hint  # noqa: B018 - worked out to be kept, as the last card's weighing
        if table.decisions:
            estimate(table.decisions[-1])
    elif op == "review":
        hand = number(data, "hand", table.number)
        response["review"] = review_json(table, hand, catalog)
    if op == "hint":
        response["hint"] = hint_json(table, catalog)
    return {**_response(table, catalog, open_hands), **response}


def table_actions(table: Table) -> list[str]:
    return [decision.taken for decision in table.decisions]


def _taken_back(actions: list[str]) -> list[str]:
    """The actions without the reader's last decision and the ``next`` steps after it."""
    kept = list(actions)
    while kept and kept[-1] == NEXT:
        kept.pop()
    return kept[:-1]


def _setting(data: Request) -> Setting:
    profile = text(data, "rules")
    try:
        seed = Reader(data).field("seed").integer(0, MAX_SEED)
    except ReadError:
        raise RequestError("bad_seed", max=MAX_SEED) from None
    target = None if data.get("target") is None else number(data, "target")
    players = text(data, "players", DEFAULT)
    if players not in PLAYERS:
        raise RequestError("bad_request", field="players")
    setting = Setting(profile, seed, target, players)
    setting.rules  # noqa: B018 - a bad profile or target is refused here, as RulesError
    return setting


def _load(setting: Setting, actions: list[str], game: Request, catalog: Catalog) -> Table:
    marks = game.get("marks")
    if marks is not None and not isinstance(marks, str):
        raise RequestError("bad_request", field="marks")
    if text(game, "version", __version__) != __version__:
        return replay_until_consistent(setting, actions, marks)
    try:
        return replay(setting, actions, marks)
    except IllegalAction as error:
        index = error.params.get("index")
        assert isinstance(index, int)  # every refusal in a replay names its action
        raise RequestError("play_tampered", number=index + 1) from error


def _response(table: Table, catalog: Catalog, open_hands: bool) -> Response:
    response: Response = {"game": game_json(table), "view": table_view(table, catalog, open_hands)}
    if table.stopped is not None:
        response["notice"] = {
            "code": "play_older_version",
            "message": catalog.text("play.notice.older_version", kept=table.stopped),
        }
    return response
