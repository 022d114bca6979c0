"""Phones as private hands (issue 39): each person's seat on their own phone's browser.

``links`` gives every phone seat an unguessable link (and one for spectators); ``messages`` checks
what a phone sends; ``pictures`` is what a phone is sent (its seat's view, whose turn, the legal
moves with a label each); ``server`` is the aiohttp server on its own thread, whose commands reach
the ``Session`` only through ``PhoneServer.drain`` on the frame loop; ``page/`` is the one page
every game's phone shows; ``panel`` is the join panel on the big screen (QR codes, the LAN address).
``faces`` draws the cards' faces for the page with the table's own art. Only ``panel`` and ``faces``
import pygame, and nothing here is written to a save.
"""
