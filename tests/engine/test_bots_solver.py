"""The exact solver against plain minimax, and on endings worked by hand.

Points (RULES.md §4): A, 10, K one point each in single deck, the last trick
one more (two in double deck); the cards already in the trick count for the
team that takes it.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle.bots.solver import Hands, Solver, solve
from pinochle.cards import Card, Hand, Suit, parse_cards
from pinochle.play import legal_cards, winning_position
from pinochle.rules import Ruleset, make_ruleset
from pinochle.seats import seat_after, team_of

CHECK = make_ruleset("check")
DOUBLE = make_ruleset("double-deck")


def hands(*texts: str) -> Hands:
    made = [Hand(parse_cards(text)) for text in texts]
    return (made[0], made[1], made[2], made[3])


def brute(rules: Ruleset, trump: Suit, hands: Hands, leader: int, played: tuple[Card, ...]) -> int:
    """Team 0's best points by plain minimax over every legal card, nothing merged."""
    if len(played) == 4:
        winner = seat_after(leader, winning_position(played, trump))
        points = sum(1 for card in played if card.rank.is_counter) * rules.scale
        if not hands[0].cards:
            points += rules.last_trick_bonus
            return points if team_of(winner) == 0 else 0
        return (points if team_of(winner) == 0 else 0) + brute(rules, trump, hands, winner, ())
    mover = seat_after(leader, len(played))
    results = []
    for card in legal_cards(hands[mover], played, trump).cards:
        rest = list(hands[mover].cards)
        rest.remove(card)
        after = list(hands)
        after[mover] = Hand(rest)
        results.append(
            brute(rules, trump, (after[0], after[1], after[2], after[3]), leader, (*played, card))
        )
    return max(results) if team_of(mover) == 0 else min(results)


def total(rules: Ruleset, hands: Hands, played: tuple[Card, ...]) -> int:
    cards = [card for hand in hands for card in hand.cards] + list(played)
    return sum(1 for card in cards if card.rank.is_counter) * rules.scale + rules.last_trick_bonus


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    tricks=st.integers(1, 3),
    started=st.integers(0, 3),
    double=st.booleans(),
)
def test_the_solver_agrees_with_plain_minimax(
    seed: int, tricks: int, started: int, double: bool
) -> None:
    rules = DOUBLE if double else CHECK
    rng = random.Random(seed)
    deck = list(rules.deck.cards())
    rng.shuffle(deck)
    trump = rng.choice(list(Suit))
    leader = rng.randrange(4)
    size = [tricks] * 4
    held = [deck[sum(size[:seat]) : sum(size[: seat + 1])] for seat in range(4)]
    # The first ``started`` players of the trick have played one of their cards, legally.
    played: list[Card] = []
    for step in range(started):
        seat = seat_after(leader, step)
        choice = legal_cards(Hand(held[seat]), tuple(played), trump).cards[0]
        held[seat].remove(choice)
        played.append(choice)
    position = (Hand(held[0]), Hand(held[1]), Hand(held[2]), Hand(held[3]))
    mover = seat_after(leader, started)
    zero = brute(rules, trump, position, leader, tuple(played))
    mine = zero if team_of(mover) == 0 else total(rules, position, tuple(played)) - zero
    assert solve(rules, trump, position, leader, tuple(played)) == mine


def test_drawing_the_last_trump_before_the_ace() -> None:
    # Hearts trump, South (0) to lead, two tricks left; West holds the last trump.
    # South A♥ A♠, West 9♥ K♦, North 9♦ 9♣, East J♦ J♣.
    # A♥ first: West must play 9♥ (trump led), South wins A♥ + (none) = 1 point;
    # then A♠: West's K♦ is thrown, South wins A♠ K♦ = 2 points + last trick 1.
    # Total for South's team: 1 + 3 = 4 = every point out (A♥ A♠ K♦ + 1).
    # A♠ first: West has no spade, must trump with 9♥ and wins A♠ (1 point);
    # then West leads K♦ and South must trump with A♥ (no diamond): 2 + 1 = 3.
    position = hands("AH AS", "9H KD", "9D 9C", "JD JC")
    assert solve(CHECK, Suit.HEARTS, position, 0) == 4
    values = Solver(CHECK, Suit.HEARTS).values(position, 0)
    assert values == {Card.parse("AH"): 4, Card.parse("AS"): 3}


def test_the_cards_in_the_trick_count_for_its_winner() -> None:
    # Spades trump, one trick left. West (1) led the A♦, North (2) played the 10♦;
    # East (3) holds K♦ and 9♠ and must head the trick if he can: K♦ does not
    # beat the A♦, so he must follow with it and West's ace wins. Then South
    # holds only Q♣: West's side takes A♦ 10♦ K♦ = 3 points and the last trick 1.
    # East (team 1) to move: 4 points; he cannot do better, so for South's
    # team afterwards it would be 0.
    position = hands("QC", "", "", "KD")
    played = tuple(parse_cards("AD TD"))
    assert solve(CHECK, Suit.SPADES, position, 1, played) == 4
    # East with 9♠ instead of K♦ (no diamond): he must trump, wins 2 + 1 = 3.
    position = hands("QC", "", "", "9S")
    assert solve(CHECK, Suit.SPADES, position, 1, played) == 3


def test_the_double_deck_last_trick_is_worth_two() -> None:
    # Double deck, clubs trump, one trick: South leads A♠, all others follow low.
    position = hands("AS", "JS", "QS", "JS")
    assert solve(DOUBLE, Suit.CLUBS, position, 0) == 1 + 2
