"""The Sky Towers table: multiplayer (2-4), Light solitaire and Taroma solitaire.

``SkyTowersView`` is the view ``game.scenes.table.TableScene`` hosts; ``setup_options`` and
``results.scorepad_rows`` / ``results.explain`` are what the setup and results screens ask of it.
"""
from .view import SkyTowersView
from .results import explain, scorepad_rows
from .words import setup_options

__all__ = ["SkyTowersView", "explain", "scorepad_rows", "setup_options"]
