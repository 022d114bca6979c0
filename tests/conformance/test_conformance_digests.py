"""Seeded random play-outs are the very games they were when recorded: the same commands, events and
final states, digested. Saves replay their commands, so making the rules cheaper (issue 38) must not
change a single draw or the order of a legal list. Recorded at 68e69a4; a deliberate change of the
rules records them again (``python tests/conformance/test_conformance_digests.py`` prints them)."""
from __future__ import annotations

import hashlib

import pytest

from conformance_helpers import cmd_key, play, state_json
from rules import registry

GAMES = 3
# (game, mode, seats): the digest of GAMES seeded random play-outs (see ``digest``).
RECORDED = {
    ("sky-totems", "multi", 2): "8c8fdc80372a0fc5",
    ("sky-totems", "multi", 4): "f833a367a2daaff1",
    ("sky-totems", "solo", 1): "065fa349b6bf9161",
    ("sky-towers", "taroma", 1): "18001597902ba036",
    ("sky-towers", "multi", 3): "f52f8e234364d7ea",
    ("sky-towers", "light", 1): "c17b31cfd56c4921",
    ("sky-5", "multi", 4): "90860efe7dd1c44c",
    ("tower", "multi", 3): "f31beeaf9d2df0c8",
    ("sky-tango", "multi", 3): "8e293538a9a267c4",
}


def digest(game: str, mode: str, seats: int) -> str:
    """SHA-256 (its first 16 hex digits) of every command, its events and each final state, in JSON."""
    h = hashlib.sha256()
    for g in range(GAMES):
        playout = play(registry.get(game), mode, seats, f"digest/{g}", keep_states=False)
        for cmd, events in zip(playout.commands, playout.events):
            h.update(cmd_key(cmd).encode())
            h.update(events.encode())
        h.update(state_json(playout.final).encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("game, mode, seats", sorted(RECORDED))
def test_seeded_playouts_are_the_games_recorded(game, mode, seats):
    assert digest(game, mode, seats) == RECORDED[game, mode, seats]


if __name__ == "__main__":
    for key in sorted(RECORDED):
        print(f"    {key}: {digest(*key)!r},")
