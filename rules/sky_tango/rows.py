"""How a Sky Tango row works, on its visible numbers alone: the rules (``state.py``) and the bots
(``sensible.py``, from a view) both ask these. ``visible`` lists a row's stacks left to right, each the
number of its visible (top) card, or ``None`` where an eclipse lies on top."""
from __future__ import annotations

from typing import Sequence


def end_fits(visible: Sequence[int | None], number: int) -> tuple[bool, bool]:
    """Whether ``number`` may start a new stack at the (left, right) end: "above the highest or
    below the lowest number in the row" (visible numbers; eclipses in between do not count)."""
    shown = [v for v in visible if v is not None]
    if not shown:
        return True, True
    return number < shown[0], number > shown[-1]


def coverable(visible: Sequence[int | None], i: int) -> bool:
    """Whether the eclipse on stack ``i`` may be covered now: "If several eclipses are next to each
    other, one that directly borders a sun or moon card must first be covered." An eclipse alone
    may be; of a block of several, one at an end of the block beside a visible number (or, when the
    block is the whole row, one at either end of the row)."""
    if visible[i] is not None:
        return False
    a = i
    while a > 0 and visible[a - 1] is None:
        a -= 1
    b, last = i, len(visible) - 1
    while b < last and visible[b + 1] is None:
        b += 1
    if a == b:
        return True
    if a == 0 and b == last:
        return i in (a, b)
    return (i == a and a > 0) or (i == b and b < last)


def neighbours(visible: Sequence[int | None], i: int) -> tuple[int | None, int | None]:
    """The nearest visible numbers left and right of stack ``i`` (None: there is none)."""
    left = next((visible[j] for j in range(i - 1, -1, -1) if visible[j] is not None), None)
    right = next((visible[j] for j in range(i + 1, len(visible)) if visible[j] is not None), None)
    return left, right


def cover_fits(visible: Sequence[int | None], i: int, number: int) -> bool:
    """Whether ``number`` may cover the eclipse on stack ``i``: it is coverable and "a card covering
    an eclipse must fit between the nearest visible numbers on both sides"."""
    if not coverable(visible, i):
        return False
    left, right = neighbours(visible, i)
    return (left is None or left < number) and (right is None or number < right)


def runs(visible: Sequence[int | None]) -> list[tuple[int, int]]:
    """Every maximal stretch of stacks with a visible number: (first stack, length), left to right."""
    out, start = [], None
    for i, v in enumerate(visible):
        if v is None:
            if start is not None:
                out.append((start, i - start))
                start = None
        elif start is None:
            start = i
    if start is not None:
        out.append((start, len(visible) - start))
    return out
