"""Scoring a hand and ending a game (RULES.md §3, §4.2, §4.3), with figures worked by hand."""

from __future__ import annotations

import pytest
from pinochle.cards import Suit, parse_cards
from pinochle.checks import CheckSource, Ledger
from pinochle.errors import ScoringError
from pinochle.play import Reason, Trick
from pinochle.rules import Ruleset, make_ruleset
from pinochle.scoring import (
    Outcome,
    Standing,
    counter_points,
    game_ledger,
    hand_ledger,
    overall_winner,
    points_winner,
    score_conceded,
    score_no_marriage,
    score_played,
    score_redeal,
    trick_points,
    trick_totals,
    trick_value,
    tricks_won,
)

CHECK = make_ruleset("check")
STANDARD = make_ruleset("standard")
DOUBLE = make_ruleset("double-deck")


def test_made_both_teams_add_meld_and_tricks() -> None:
    # Team 0 bid 25; meld 10 and 6, tricks 15 and 10, each side took tricks.
    result = score_played(CHECK, 0, 25, (10, 6), (2, 0), (15, 10), (7, 5))
    assert result.outcome is Outcome.PLAYED and result.made
    assert result.meld == (10, 6) and result.tricks == (15, 10)
    assert result.score == (25, 16)
    # Meld checks 2 to team 0; contract 25 made: 4 to team 0.
    assert result.checks == (6, -6)


def test_set_the_bid_is_subtracted_and_the_defenders_score() -> None:
    result = score_played(CHECK, 0, 30, (10, 6), (2, 0), (15, 10), (7, 5))
    assert result.made is False
    assert result.score == (-30, 16)
    # Meld 2 to team 0 (kept); contract 30 set: twice 7 = 14 to team 1.
    assert result.checks == (2 - 14, 14 - 2)


def test_bid_exactly_reached_is_made() -> None:
    assert score_played(STANDARD, 1, 26, (0, 11), (0, 0), (10, 15), (4, 8)).made


def test_set_bidders_of_team_1() -> None:
    result = score_played(STANDARD, 1, 30, (3, 11), (0, 0), (12, 13), (6, 6))
    assert result.score == (15, -30)
    assert result.checks == (0, 0)  # no checks in standard Pinochle


def test_meld_counts_only_with_a_trick_and_a_slam_wins_five_checks() -> None:
    # Team 0 bid 20 and took all 12 tricks; team 1 showed 20 points of meld
    # (3 checks' worth) and lost the points but keeps the checks.
    result = score_played(CHECK, 0, 20, (5, 20), (0, 3), (25, 0), (12, 0))
    assert result.meld_shown == (5, 20) and result.meld == (5, 0)
    assert result.score == (30, 0)
    assert result.slam == 0
    # Meld: 3 to team 1; contract 20 made: 2 to team 0; slam: 5 to team 0.
    assert result.checks == (2 + 5 - 3, 3 - 2 - 5)
    sources = [entry.source for entry in result.ledger.entries]
    assert sources == [CheckSource.MELD, CheckSource.CONTRACT_MADE, CheckSource.SLAM]


def test_the_defenders_can_slam_too() -> None:
    # Team 0 bid 22 and took no trick: its 15 meld is lost and it is set.
    result = score_played(CHECK, 0, 22, (15, 4), (2, 0), (0, 25), (0, 12))
    assert result.meld == (0, 4)
    assert result.score == (-22, 29)
    assert result.slam == 1
    # Meld 2 to team 0; contract 22 set: 2 * 2 = 4 to team 1; slam 5 to team 1.
    assert result.checks == (2 - 4 - 5, 4 + 5 - 2)


def test_no_slam_checks_without_checks() -> None:
    result = score_played(STANDARD, 0, 20, (5, 20), (0, 0), (25, 0), (12, 0))
    assert result.slam == 0 and result.checks == (0, 0)


def test_conceded_the_bidders_lose_the_bid_and_the_defenders_add_only_their_meld() -> None:
    # Team 1 bid 30 and conceded; meld 12 (1 check) for team 0, 8 (2 checks) for team 1.
    result = score_conceded(CHECK, 1, 30, (12, 8), (1, 2))
    assert result.outcome is Outcome.CONCEDED and result.made is False
    assert result.meld == (12, 0) and result.tricks == (0, 0)
    assert result.score == (12, -30)
    # Meld: 1 to team 0, 2 to team 1; contract 30 conceded: twice 7 = 14 to team 0.
    assert result.checks == (1 - 2 + 14, 2 - 1 - 14)


def test_double_deck_without_a_trump_marriage_the_bidders_lose_the_bid() -> None:
    result = score_no_marriage(DOUBLE, 0, 50)
    assert result.outcome is Outcome.NO_MARRIAGE and result.made is False
    assert result.score == (-50, 0)
    assert result.meld == (0, 0) and result.meld_shown == (0, 0)
    assert result.checks == (0, 0)


def test_a_redeal_changes_nothing() -> None:
    result = score_redeal()
    assert result.outcome is Outcome.REDEAL and result.made is None
    assert result.score == (0, 0) and result.checks == (0, 0)
    assert result.bidders is None and result.slam is None


def test_scores_may_go_negative() -> None:
    result = score_played(STANDARD, 0, 40, (0, 0), (0, 0), (3, 22), (1, 11))
    assert result.score == (-40, 22)


def test_result_json_keys() -> None:
    data = score_played(CHECK, 0, 25, (10, 6), (2, 0), (15, 10), (7, 5)).to_json()
    assert {"meld", "tricks", "made", "score", "checks"} <= set(data)
    assert data["checks"] == [6, -6] and data["score"] == [25, 16]


def tricks(*cards: tuple[int, str]) -> list[Trick]:
    made = []
    for leader, text in cards:
        trick = Trick(leader)
        for card in parse_cards(text):
            trick = trick.add(card, Reason.FREE)
        made.append(trick)
    return made


def test_trick_points_count_aces_tens_and_kings_and_the_last_trick() -> None:
    played = tricks((0, "AS TS KS QS"), (0, "JH 9H AH 9S"), (2, "AD KD QD JD"))
    # Trick 1 (seat 0 wins, 3 counters); trick 2 (seat 2 wins, 1 counter);
    # trick 3 (seat 2 leads and wins, 2 counters, plus the last trick).
    assert trick_totals(played, Suit.CLUBS, STANDARD) == ((3 + 1 + 2 + 1, 0), (3, 0))
    # Spades trump: seat 3 trumps trick 2 with the nine of spades and takes its ace.
    assert trick_totals(played, Suit.SPADES, STANDARD) == ((3 + 2 + 1, 1), (2, 1))
    # One trick only: it is also the last.
    assert trick_totals(tricks((1, "AS TS KS QS")), Suit.DIAMONDS, STANDARD) == ((0, 4), (0, 1))


def test_double_deck_last_trick_is_worth_two_and_the_scale_multiplies() -> None:
    played = tricks((1, "AS TS KS JS"))
    assert trick_totals(played, Suit.CLUBS, DOUBLE) == ((0, 3 + 2), (0, 1))
    scaled = make_ruleset("double-deck", scale=10)
    assert trick_totals(played, Suit.CLUBS, scaled) == ((0, 30 + 20), (0, 1))


def test_a_trick_is_worth_its_counters_and_the_last_one_the_bonus_too() -> None:
    (trick,) = tricks((0, "AS TS KS QS"))
    # Ace, ten and king are counters: 3 points; the queen counts nothing.
    assert counter_points(trick, STANDARD) == 3
    assert trick_value(trick, False, STANDARD) == 3
    assert trick_value(trick, True, STANDARD) == 3 + 1
    # Double deck: the last trick earns 2; on the ×10 scale 10 per counter and 20.
    assert trick_value(trick, True, DOUBLE) == 3 + 2
    assert trick_value(trick, True, make_ruleset("double-deck", scale=10)) == 30 + 20


def test_trick_points_give_the_bonus_to_the_team_that_takes_the_last_trick() -> None:
    played = tricks((0, "AS TS KS QS"), (1, "KH 9S JH QH"))
    # Clubs trump: seat 0 wins trick 1 (3 counters); seat 1 wins the last trick with
    # the king of hearts (1 counter + the bonus 1).
    assert trick_points(played, Suit.CLUBS, STANDARD) == (3, 1 + 1)
    assert tricks_won(played, Suit.CLUBS) == (1, 1)
    # Spades trump: seat 2 trumps the last trick with the nine of spades.
    assert trick_points(played, Suit.SPADES, STANDARD) == (3 + 1 + 1, 0)
    assert tricks_won(played, Suit.SPADES) == (2, 0)
    assert trick_points([], Suit.CLUBS, STANDARD) == (0, 0)


def test_a_standing_adds_a_hand_and_the_game_checks_when_the_game_ends() -> None:
    # The hand: team 0 bid 25 and made it, 25 to 16 points, checks 6 to team 0.
    hand = score_played(CHECK, 0, 25, (10, 6), (2, 0), (15, 10), (7, 5))
    before = Standing((80, 40))
    assert not before.is_over() and before.winner(CHECK) is None
    after = before.after(CHECK, hand)
    # 80 + 25 = 105 reaches 100; 40 + 16 = 56. Lead 49: 10 + 5 game checks.
    assert after.scores == (105, 56) and after.winner_on_points == 0 and after.is_over()
    assert after.game_checks == (15, -15)
    assert after.checks == (6 + 15, -21)
    assert after.winner(CHECK) == 0


def test_a_standing_knows_the_team_with_more_checks_wins_check_pinochle() -> None:
    hand = score_played(CHECK, 0, 25, (10, 6), (2, 0), (15, 10), (7, 5))
    behind = Standing((80, 40), Ledger().add(CheckSource.MELD, 1, 30))
    after = behind.after(CHECK, hand)
    # Team 0 wins on points but holds 6 + 15 − 30 = −9 checks: team 1 wins the game.
    assert after.winner_on_points == 0 and after.checks == (-9, 9)
    assert after.winner(CHECK) == 1
    assert after.winner(STANDARD) == 0  # on points where checks are not kept


def test_a_thrown_in_hand_changes_no_standing() -> None:
    standing = Standing((99, 99))
    assert standing.after(CHECK, score_redeal()) == standing


def test_the_first_team_to_reach_the_target_wins() -> None:
    assert points_winner((99, 60), 100, 0) is None
    assert points_winner((100, 60), 100, 1) == 0
    assert points_winner((60, 104), 100, 0) == 1


def test_both_teams_reaching_the_target_the_bidding_team_wins() -> None:
    assert points_winner((130, 104), 100, 1) == 1
    assert points_winner((100, 100), 100, 0) == 0


def test_game_checks_the_worked_examples() -> None:
    # 104 to 71: the winner on points wins 10 + ceil(33 / 10) = 14.
    assert game_ledger(CHECK, (104, 71), 0).balances == (14, -14)
    # 100 to 100 with the bidders winning: +10.
    assert game_ledger(CHECK, (100, 100), 1).balances == (-10, 10)
    # The bidders may win on points while behind: the lead counts as 0.
    assert game_ledger(CHECK, (100, 120), 0).balances == (10, -10)
    # On the ×10 scale, one check per 100 points of lead: 10 + ceil(330 / 100).
    assert game_ledger(make_ruleset("check", scale=10), (1040, 710), 0).balances == (14, -14)
    assert game_ledger(STANDARD, (160, 20), 0).balances == (0, 0)


def test_check_pinochle_is_won_on_checks_and_may_be_drawn() -> None:
    assert overall_winner(CHECK, (5, -5), 1) == 0
    assert overall_winner(CHECK, (-3, 3), 1) == 1
    assert overall_winner(CHECK, (0, 0), 1) is None


def test_the_other_profiles_are_won_on_points() -> None:
    assert overall_winner(STANDARD, (0, 0), 1) == 1
    assert overall_winner(DOUBLE, (0, 0), 0) == 0


def test_contract_checks_on_the_times_ten_scale_read_the_bid_in_tens() -> None:
    scaled = make_ruleset("check", scale=10)
    result = score_played(scaled, 0, 250, (0, 0), (0, 0), (250, 0), (11, 1))
    assert result.checks == (4, -4)


def ledger_entries(ledger: Ledger) -> list[tuple[str, int, int]]:
    return [(entry.source.value, entry.team, entry.amount) for entry in ledger.entries]


def test_a_hand_ledger_meld_then_contract_then_slam() -> None:
    # Team 0 bid 25 and made it: meld checks 2 and 1, contract 25 pays 4.
    made = hand_ledger(CHECK, 0, 25, True, (2, 1))
    assert ledger_entries(made) == [("meld", 0, 2), ("meld", 1, 1), ("contract_made", 0, 4)]
    assert made.balances == (2 - 1 + 4, -5)
    # And took every trick: 5 more.
    slam = hand_ledger(CHECK, 0, 25, True, (0, 0), 0)
    assert ledger_entries(slam) == [("contract_made", 0, 4), ("slam", 0, 5)]


def test_a_hand_ledger_lost_contracts_pay_twice_to_the_defenders() -> None:
    # Team 1 bid 27 (pays 4) and was set: 2 × 4 = 8 to team 0.
    assert ledger_entries(hand_ledger(CHECK, 1, 27, False, (0, 0))) == [("contract_set", 0, 8)]
    # Team 0 bid 30 (4 + 3 = 7) and conceded: 14 to team 1; the meld checks are kept.
    conceded = hand_ledger(CHECK, 0, 30, False, (3, 0), conceded=True)
    assert ledger_entries(conceded) == [("meld", 0, 3), ("contract_set", 1, 14)]
    # Team 0 bid 25, set, and the defenders took every trick: 8 + 5 to team 1.
    assert hand_ledger(CHECK, 0, 25, False, (0, 0), 1).balances == (-13, 13)


def test_a_hand_ledger_is_empty_without_checks() -> None:
    assert hand_ledger(STANDARD, 0, 25, True, (2, 1), 0) == Ledger()


@pytest.mark.parametrize(
    ("rules", "made", "meld_checks", "slam", "conceded", "code"),
    [
        (CHECK, False, (0, 0), 1, True, "slam_after_concession"),
        (CHECK, True, (0, 0), 1, False, "slam_by_defenders_made"),
        (CHECK, True, (0, -1), None, False, "bad_meld_checks"),
        (STANDARD, True, (0, -1), None, False, "bad_meld_checks"),
    ],
)
def test_a_hand_ledger_refuses_figures_no_hand_ends_with(
    rules: Ruleset,
    made: bool,
    meld_checks: tuple[int, int],
    slam: int | None,
    conceded: bool,
    code: str,
) -> None:
    # Team 0 bid 25 in each.
    with pytest.raises(ScoringError) as caught:
        hand_ledger(rules, 0, 25, made, meld_checks, slam, conceded=conceded)
    assert caught.value.code == code


def test_negative_meld_checks_are_named_by_the_lowest() -> None:
    with pytest.raises(ScoringError) as caught:
        hand_ledger(CHECK, 0, 25, True, (-2, -1))
    assert caught.value.params == {"checks": -2}


def test_played_hands_score_their_checks_through_the_hand_ledger() -> None:
    # Team 1 bid 25, took every trick: meld checks 0 and 2, contract 4, slam 5.
    result = score_played(CHECK, 1, 25, (0, 20), (0, 2), (0, 25), (0, 12))
    assert result.ledger == hand_ledger(CHECK, 1, 25, True, (0, 2), 1)
    assert result.checks == (-11, 11)
