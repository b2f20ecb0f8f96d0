"""A walkthrough told whole: the labels of its chapters, and the story as lines of text.

``story_lines`` is the command line's readable ``play``, ``game`` and
``replay`` output: each chapter's label, then its steps in words
(``steptext.step_text``), the deal with the four hands as dealt. The site's
walkthroughs tell the same steps (``web.new_deal.walkthrough_json``), so a
hand is told one way everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from pinochle.catalog import Catalog
from pinochle.steptext import step_text
from pinochle.walkthrough.cases import Chapter
from pinochle.walkthrough.steps import DealStep, GameStep, PlayStep, Step
from pinochle.words import cards_text, seat_name

# Chapters of a game as a whole, named without the hand they fall in.
_GAME_CHAPTERS = (Chapter.GAME, Chapter.GAME_END)


def chapter_label(step: Step, catalog: Catalog, *, in_game: bool) -> str:
    """``Trick 3``, ``Bidding``; in a game ``Hand 2: Trick 3``. The step must open a chapter."""
    chapter = step.chapter
    if chapter is None:
        raise ValueError(f"a {step.kind} step opens no chapter")
    trick = step.trick if isinstance(step, PlayStep) else None
    label = catalog.text(f"walk.chapter.{chapter}", number=trick)
    if in_game and chapter not in _GAME_CHAPTERS:
        return catalog.text("walk.chapter.in_hand", number=step.view.hand, chapter=label)
    return label


def is_game(steps: Sequence[Step]) -> bool:
    """Whether ``steps`` tell a whole game (its chapters are then named with their hand)."""
    return bool(steps) and isinstance(steps[0], GameStep)


def story_lines(steps: Sequence[Step], catalog: Catalog) -> list[str]:
    """The whole story, one step a line: a blank line and the label before each chapter, and
    the four hands under the deal."""
    in_game = is_game(steps)
    lines: list[str] = []
    for step in steps:
        if step.chapter is not None:
            if lines:
                lines.append("")
            lines.append(chapter_label(step, catalog, in_game=in_game))
        lines.append(step_text(step, catalog))
        if isinstance(step, DealStep):
            lines += [
                f"  {seat_name(seat, catalog)}: {cards_text(hand.cards, catalog)}"
                for seat, hand in enumerate(step.hands)
            ]
    return lines
