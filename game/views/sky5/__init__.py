"""The Sky 5 table, for 2 to 5 players.

``Sky5View`` is the view ``game.scenes.table.TableScene`` hosts. The setup and results screens look
here for ``setup_options`` and a ``results`` module; Sky 5 has neither, so they offer no extra
choices and no score pad.
"""
from .cards import CardSprite, describe
from .timing import (HOLD_BUST, HOLD_FINAL, HOLD_OVER, HOLD_SKY5, NOTICE_SECONDS, T_FLIP, T_FLY, T_MOVE, T_ROLL,
                     T_STAGGER)
from .view import Sky5View

__all__ = ["CardSprite", "HOLD_BUST", "HOLD_FINAL", "HOLD_OVER", "HOLD_SKY5", "NOTICE_SECONDS", "Sky5View", "T_FLIP",
           "T_FLY", "T_MOVE", "T_ROLL", "T_STAGGER", "describe"]
