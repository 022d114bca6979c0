"""Fixtures shared by the Sky Totems rules tests."""
import pytest

from rules.sky_totems.positions import check_legal_commands
from rules.sky_totems.state import SkyTotemsState


@pytest.fixture
def legal_commands_are_the_accepted_ones(monkeypatch):
    """After every command of a scenario, the legal commands are exactly those the rules accept."""
    real = SkyTotemsState.apply

    def apply(self, cmd):
        events = real(self, cmd)
        check_legal_commands(self)
        return events

    monkeypatch.setattr(SkyTotemsState, "apply", apply)
