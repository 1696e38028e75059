"""Swiss rounds: each round pairs players of similar score, no pair twice, colours balanced.

A round robin of ``n`` players needs ``n (n - 1) / 2`` pairings; a Swiss
tournament plays a few rounds of ``n / 2`` pairings each, and after each
round pairs the leaders with each other and the rest likewise, so that a few
rounds (about ``log2 n`` and two more) already order a big class.
``swiss_pairs`` makes one round: the players sorted by points (ties in the
order given), each paired with the next one it has not met yet (going back
when the last ones would be left with only old opponents); with an odd
number, the lowest-placed player who has not sat out yet sits this round
out.  Of each pair, the one who has played Black less often plays Black
first.

This is a small pairing of its own, not a chess federation's: chess Swiss
systems (and the libraries that implement them) weigh ratings, "floats" and
byes by rules a class does not need, and a pair that plays two games, one
with each colour, balances its colours by itself.

>>> pairs, out = swiss_pairs(["ana", "ben", "cat", "dan"], {"ben": 2, "cat": 2}, met=[{"ben", "cat"}])
>>> pairs, out
([('ben', 'ana'), ('cat', 'dan')], None)
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence

STEPS = 200_000  # pairings tried before old opponents may meet again (never reached in a class's rounds)


def swiss_rounds(players: int) -> int:
    """The rounds a Swiss tournament of ``players`` plays by default: enough to order them.

    >>> [swiss_rounds(n) for n in (2, 10, 30, 100)]
    [1, 6, 7, 9]
    """
    if players <= 2:
        return 1
    return min(players - 1, math.ceil(math.log2(players)) + 2)


def swiss_pairs(
    order: Sequence[str],
    points: Mapping[str, float],
    *,
    met: Collection[Collection[str]] = (),
    sat_out: Collection[str] = (),
    blacks: Mapping[str, int] | None = None,
) -> tuple[list[tuple[str, str]], str | None]:
    """One round's pairs, each ``(black first, white first)``, and who sits out (``None`` if no one).

    ``points`` are the scores so far (a player missing has none), ``met``
    the pairs that played already, ``sat_out`` those who sat out a round
    already, ``blacks`` how many games each has played as Black.
    """
    if len(set(order)) != len(order) or len(order) < 2:
        raise ValueError(f"Swiss rounds need at least two players with different names, not {list(order)}")
    already = {frozenset(pair) for pair in met}
    ranked = sorted(order, key=lambda name: (-points.get(name, 0.0), order.index(name)))
    outs: list[str | None] = [None]
    if len(ranked) % 2:
        fresh = [name for name in reversed(ranked) if name not in sat_out]
        outs = [*(fresh or []), *(name for name in reversed(ranked) if name not in fresh)]
    steps = [0]
    for out in outs:
        rest = [name for name in ranked if name != out]
        pairs = _pair(rest, already, steps)
        if pairs is not None:
            return [_coloured(pair, blacks or {}) for pair in pairs], out
    out = outs[0]
    rest = [name for name in ranked if name != out]  # every pairing is a rematch: the neighbours meet again
    return [_coloured((rest[i], rest[i + 1]), blacks or {}) for i in range(0, len(rest), 2)], out


def _pair(rest: list[str], met: set[frozenset[str]], steps: list[int]) -> list[tuple[str, str]] | None:
    """Pair ``rest`` in order, each with the next one it has not met; ``None`` if that cannot be done."""
    if not rest:
        return []
    first, others = rest[0], rest[1:]
    for k, other in enumerate(others):
        steps[0] += 1
        if steps[0] > STEPS:
            return None
        if frozenset((first, other)) in met:
            continue
        tail = _pair(others[:k] + others[k + 1 :], met, steps)
        if tail is not None:
            return [(first, other), *tail]
    return None


def _coloured(pair: tuple[str, str], blacks: Mapping[str, int]) -> tuple[str, str]:
    first, second = pair
    return (second, first) if blacks.get(second, 0) < blacks.get(first, 0) else (first, second)


__all__ = ["swiss_pairs", "swiss_rounds"]
