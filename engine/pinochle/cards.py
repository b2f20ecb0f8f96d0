"""Cards, decks and hand notation (RULES.md §1).

A card is written rank then suit: ``AS TS KS QS JS 9S`` (T is the ten), suits
``S H D C``. Reading is forgiving (``10`` for the ten, the symbols ``♠ ♥ ♦ ♣``
and ``♤ ♡ ♢ ♧``, lower case, commas or spaces between cards); writing is always
canonical, so ``parse_hand(format_cards(hand)) == hand``.

A reader types the rank letters their own cards show (Dutch ``HS`` for the
*heer*, German ``DS`` for the *Dame*): ``CardLetters`` reads and writes a
language's letters, which come in as data (the catalog's ``rank_index.*``),
since the engine knows no language.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from pinochle.errors import IllegalAction, NotationError


class Suit(enum.Enum):
    """The four suits, in the order hands are written: ♠ ♥ ♦ ♣."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


class Rank(enum.Enum):
    """The ranks, high to low: A 10 K Q J 9 (the ten ranks above the king)."""

    ACE = "A"
    TEN = "T"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    NINE = "9"

    def __init__(self, letter: str) -> None:
        # Kept on each rank rather than looked up: the card searches read them millions of
        # times, and an enum's hash is a Python call.
        self.strength: int = "9JQKTA".index(letter)  # higher beats lower: ace 5 to nine 0
        self.is_counter: bool = letter in "ATK"  # aces, tens, kings: a point each in tricks

    def __str__(self) -> str:
        return self.value


_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}


@dataclass(frozen=True, slots=True)
class Card:
    """One card. Identical copies in a deck are equal values."""

    rank: Rank
    suit: Suit
    _hash: int = field(init=False, repr=False, compare=False)
    _sort_key: tuple[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Cards are dictionary keys in every hand, and every hand is kept sorted: a stored
        # hash and order keep meld finding and the searches fast.
        object.__setattr__(self, "_hash", hash((self.rank.value, self.suit.value)))
        object.__setattr__(self, "_sort_key", (_SUIT_ORDER[self.suit], -self.rank.strength))

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    @classmethod
    def parse(cls, token: str) -> Card:
        """Read one card in English letters (``QS``, ``10h``, ``Q♠``); raise
        ``NotationError`` otherwise. A reader's typing: ``CardLetters.parse``."""
        return ENGLISH.parse(token)

    @property
    def sort_key(self) -> tuple[int, int]:
        """Canonical order: by suit ♠ ♥ ♦ ♣, then high to low."""
        return self._sort_key


_SUIT_BY_TEXT = {
    **{suit.value: suit for suit in Suit},
    "♠": Suit.SPADES,
    "♤": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♧": Suit.CLUBS,
}
# English, the canonical letters: T for the ten when written, 10 read as well.
_ENGLISH_RANKS: tuple[tuple[str, Rank], ...] = (
    *((rank.value, rank) for rank in Rank),
    ("10", Rank.TEN),
)


@dataclass(frozen=True)
class CardLetters:
    """The rank letters one language's readers type, and how a card is written for them.

    The rule, so that a letter is never misread:

    1. the language's own letters (``own``: one per rank, the letter its cards
       show; Dutch ``H V B`` for *heer*, *vrouw*, *boer*, German ``K D B``)
       always mean the language's rank;
    2. the English letters (``A``, ``10`` or ``T``, ``K``, ``Q``, ``J``, ``9``)
       are read too, each unless the language uses that letter for another
       rank: where a letter clashes, the reader's language wins (a language
       whose queen were ``K`` would read ``KS`` as the queen of spades);
    3. the rank comes first and the suit last (``S H D C`` or ``♠ ♥ ♦ ♣``,
       ``♤ ♡ ♢ ♧``), so a rank letter that is also a suit letter is read by
       its place: Dutch ``HH`` is the *heer* of hearts, German ``DD`` the
       *Dame* of diamonds.

    Case does not matter. Written (``format``), a card takes the language's
    own letter, so ``parse(format(cards))`` gives the cards back. With none
    given, the letters are English: ``ENGLISH``, the canonical notation.
    """

    own: Mapping[Rank, str]
    tokens: Mapping[str, Card]

    @classmethod
    def of(cls, own: Mapping[Rank, str] | None = None) -> CardLetters:
        """The letters of a language whose cards show ``own`` (English for a rank left out).

        ``ValueError`` when a letter is empty, holds a separator, or two ranks share one.
        """
        letters = {rank: rank.value for rank in Rank}
        for rank, letter in (own or {}).items():
            letters[rank] = letter.strip().upper()
        spellings: dict[str, Rank] = {}
        for rank, letter in letters.items():
            if not letter or _SEPARATORS.search(letter):
                raise ValueError(f"{letter!r} cannot be typed as a rank")
            if spellings.setdefault(letter, rank) is not rank:
                raise ValueError(f"{letter!r} names both {spellings[letter].name} and {rank.name}")
        for letter, rank in _ENGLISH_RANKS:
            spellings.setdefault(letter, rank)  # taken already: the language's letter wins
        tokens = {
            spelling + suit_text: Card(rank, suit)
            for spelling, rank in spellings.items()
            for suit_text, suit in _SUIT_BY_TEXT.items()
        }
        return cls(letters, tokens)

    def spellings(self, rank: Rank) -> tuple[str, ...]:
        """Every way to type ``rank``, the language's own letter first (Dutch king: H, K)."""
        others = {token[:-1] for token, card in self.tokens.items() if card.rank is rank}
        own = self.own[rank]
        return (own, *sorted(others - {own}))

    def parse(self, token: str) -> Card:
        """Read one card (Dutch ``VS``, ``10h``, ``K♠``); ``NotationError`` otherwise."""
        card = self.tokens.get(token.strip().upper())
        if card is None:
            raise NotationError("unknown_card", token=token)
        return card

    def write(self, card: Card) -> str:
        """``card`` in these letters: the rank's own letter, then the suit's (Dutch ``HS``)."""
        return self.own[card.rank] + card.suit.value

    def format(self, cards: Iterable[Card]) -> str:
        """Cards in these letters, separated by single spaces, in the order given."""
        return " ".join(self.write(card) for card in cards)


_SEPARATORS = re.compile(r"[\s,;]+")
ENGLISH = CardLetters.of()


class Deck(enum.Enum):
    """The single deck (48 cards, 12 each) and the double deck (80, 20 each)."""

    SINGLE = "single"
    DOUBLE = "double"

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """A 10 K Q J 9 in the single deck; the double deck has no nines."""
        return _DECK_RANKS[self]

    @property
    def copies(self) -> int:
        """How many identical copies of each card the deck holds."""
        return 2 if self is Deck.SINGLE else 4

    @property
    def hand_size(self) -> int:
        """Cards dealt to each of the four players, and tricks in a hand."""
        return 12 if self is Deck.SINGLE else 20

    @property
    def size(self) -> int:
        return 4 * self.hand_size

    def cards(self) -> tuple[Card, ...]:
        """Every card of the deck, copies included, in canonical order."""
        return tuple(
            Card(rank, suit) for suit in Suit for rank in self.ranks for _ in range(self.copies)
        )


_DECK_RANKS = {Deck.SINGLE: tuple(Rank), Deck.DOUBLE: tuple(Rank)[:-1]}


class Hand:
    """An immutable multiset of cards, kept in canonical order.

    Equality ignores the order the cards were given in. ``str(hand)`` is the
    canonical notation.
    """

    __slots__ = ("_cards", "_counts")

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self._cards: tuple[Card, ...] = tuple(sorted(cards, key=lambda card: card.sort_key))
        self._counts: Counter[Card] = Counter(self._cards)

    def count(self, card: Card) -> int:
        return self._counts[card]

    def of_suit(self, suit: Suit) -> tuple[Card, ...]:
        return tuple(card for card in self._cards if card.suit is suit)

    def has_marriage(self, suit: Suit | None = None) -> bool:
        """Whether the hand holds a king and queen of ``suit`` (or of any suit)."""
        suits = list(Suit) if suit is None else [suit]
        return any(
            self.count(Card(Rank.KING, s)) and self.count(Card(Rank.QUEEN, s)) for s in suits
        )

    def without(self, cards: Iterable[Card]) -> Hand:
        """This hand less ``cards`` (each removed once); every card must be held, else
        ``IllegalAction`` (``card_not_held``): a card cannot be given or played twice."""
        remaining = Counter(self._cards)
        for card in cards:
            if remaining[card] == 0:
                raise IllegalAction("card_not_held", card=str(card))
            remaining[card] -= 1
        return Hand(remaining.elements())

    def with_cards(self, cards: Iterable[Card]) -> Hand:
        return Hand((*self._cards, *cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._counts

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self._cards == other._cards

    def __hash__(self) -> int:
        return hash(self._cards)

    def __str__(self) -> str:
        return format_cards(self._cards)

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical notation, cards separated by single spaces, in the order given."""
    return " ".join(str(card) for card in cards)


def parse_cards(text: str, letters: CardLetters | None = None) -> list[Card]:
    """Read cards in the order written, checking only that each token is a card.

    ``letters``: the reader's rank letters (``CardLetters``); English when none."""
    reader = letters or ENGLISH
    return [reader.parse(token) for token in _SEPARATORS.split(text.strip()) if token]


def parse_hand(
    text: str,
    deck: Deck = Deck.SINGLE,
    *,
    exactly: int | None = None,
    letters: CardLetters | None = None,
) -> Hand:
    """Read a hand for ``deck``, typed in ``letters`` (``CardLetters``; English when none).

    Errors name the problem: ``unknown_card`` (the token), ``card_not_in_deck``
    (a nine in the double deck), ``too_many_copies`` (more than the deck holds),
    ``too_many_cards`` (more than one player is dealt), ``wrong_card_count``
    (when ``exactly`` cards are required) and ``empty_hand``.
    """
    cards = parse_cards(text, letters)
    check_hand(cards, deck, exactly=exactly)
    return Hand(cards)


def check_hand(cards: Iterable[Card], deck: Deck, *, exactly: int | None = None) -> None:
    """Raise ``NotationError`` unless ``cards`` could be one player's hand."""
    cards = list(cards)
    if not cards:
        raise NotationError("empty_hand")
    for card in cards:
        if card.rank not in deck.ranks:
            raise NotationError("card_not_in_deck", card=str(card), deck=deck.value)
    for card, count in Counter(cards).items():
        if count > deck.copies:
            raise NotationError(
                "too_many_copies", card=str(card), count=count, max=deck.copies, deck=deck.value
            )
    if exactly is not None and len(cards) != exactly:
        raise NotationError("wrong_card_count", count=len(cards), expected=exactly)
    if len(cards) > deck.hand_size:
        raise NotationError("too_many_cards", count=len(cards), max=deck.hand_size)
