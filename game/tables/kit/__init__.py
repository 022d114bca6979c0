"""The card-table kit: what every game's table is built on.

A game's table declares its zones (piles, a face-down fan for each other seat's hand, the hand of
the person holding the screen, rows and stacks with the game's own slot rule), says how the rules'
per-seat view fills them (``shown.Shown``) and answers one question, "what can this card do, and
where" (``moves.Moves``); the kit does the rest: it keeps the shown model, animates the rules'
``move`` events between zones, routes the mouse and the keys to that one question, narrates events
from the game's table of sentences, and draws the still picture in parts, redrawing only what changed.

A row of stacks with a slot free at either end (Sky Tango's sun and moon rows) is a
``rows.StackRow``: the game says where it lies and which place a drop means.

A game with a board of cells (Sky Totems' altars) declares a ``grid.GridZone``: cells addressed by
(x, y), a piece placed on a cell's target, the legal cells lit while it is dragged, the grid growing.

A question about no card (Sky Tango's "Self-destruct?") is a ``question.QuestionPanel``; one
answered by clicking items (Sky Towers' 5 and 6) a ``chooser.ItemChooser``.

``shown`` and ``moves`` do not import pygame: a front end that is not pygame (a phone's browser
page) asks the same questions of the same code. The rest (``table``, ``zones``, ``rows``, ``grid``,
``pointer``, ``keys``, ``drawing``, ``words``, ``question``, ``chooser``, ``fitting``) is the pygame table. Nothing is
imported here, so that importing ``game.tables.kit.shown`` loads no pygame.
"""
