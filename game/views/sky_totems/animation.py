"""Turning the rules' events into what moves on the Sky Totems table: pedestals flying in groups,
clouds sliding in, totems rising, the round marker moving, banners and floating words, and the
check against the rules' view once the queue has run dry (``_settle``); also a dropped piece
flying back to the tray (``_snap_back``).

``EventAnimation`` is mixed into ``SkyTotemsView`` (view.py): ``TableView.animate`` queues one
step per ``_ev_<kind>`` handler here; each step changes the shown model ``self.d`` as its
animation starts or lands.
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from rules.core import Event

from ... import theme
from ...widgets import tween
from ...widgets.effects import FloatText, SlideBanner
from .art import TOTEM_COLOUR
from ...wording import second_person
from .effects import Flyer
from .shown import shown_from
from .style import BAD, GOLD

T_FLY = 0.42
T_STAGGER = 0.07
T_CLOUD = 0.32
T_RISE = 0.55
T_MARKER = 0.5


class EventAnimation:
    """How ``SkyTotemsView`` shows what the rules did (see the module docstring)."""

    def _group_handler(self, e: Event):
        """Pieces that move one after another fly as one group."""
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move"

    def _say(self, text: str) -> None:
        self.log.append(second_person(text))
        self._bump("status")

    def _ev_moves(self, group: list[Event]) -> None:
        heading: dict = {}
        for k, e in enumerate(group):
            pid, src, dst = e["item"], e["src"], e["dst"]
            pos, w = self.zone_point(src, pid)
            self.d.remove(pid, src)
            key = (dst, e.get("x"), e.get("y"))
            extra = heading.get(key, 0)
            heading[key] = extra + 1
            end, end_w = self.zone_point(dst, None, e.get("x"), e.get("y"), extra=extra)
            fl = Flyer(pid, e["design"], pos, w, dst, e.get("x"), e.get("y"))
            self.flyers.append(fl)
            self._fly(fl, end, end_w, delay=k * T_STAGGER)
            self._bump_zone(src)
        self._bump("fields", "bag", "tray")

    def _fly(self, fl: Flyer, end, end_w: float, delay: float = 0.0, duration: float = T_FLY) -> None:
        start = {}

        def begin():
            start["p"], start["w"] = pygame.Vector2(fl.pos), fl.w

        def fn(t):
            if "p" not in start:
                begin()
            p = start["p"].lerp(pygame.Vector2(end), max(0.0, min(1.0, t)))
            # a little hop on the way
            p.y -= math.sin(math.pi * max(0.0, min(1.0, t))) * self.layout.px(40)
            fl.pos = p
            fl.w = start["w"] + (end_w - start["w"]) * t

        fl.tw = self.tweens.add(tween.Tween(duration, fn, tween.ease_in_out, delay, partial(self._land, fl),
                                            on_start=begin))

    def _land(self, fl: Flyer) -> None:
        if fl in self.flyers:
            self.flyers.remove(fl)
        if fl.design is None:
            key = (fl.seat, fl.x, fl.y)
            self.arriving.discard(key)
            self.d.altar(fl.seat).setdefault((fl.x, fl.y), [])
            self._bump(("altar", fl.seat))
            return
        self.d.insert(fl.pid, fl.dst, (fl.x, fl.y) if fl.x is not None else None)
        self._bump_zone(fl.dst)

    def _bump_zone(self, zone: str) -> None:
        kind, _, rest = zone.partition(".")
        if kind == "field":
            self._bump("fields")
        elif kind in ("tray", "bag"):
            self._bump(kind)
        elif rest.isdigit():
            self._bump(("altar", int(rest)))

    def _ev_cloud(self, e: Event) -> None:
        s, x, y = e["seat"], e["x"], e["y"]
        self.arriving.add((s, x, y))
        self._fit_grids(animate=True)       # holds still unless the cloud would leave the panel
        g = self.grid_of(s)
        r = g.rect(x, y)
        start = self._cloud_token_rect().center if s == self.shown.get("actor") else self.layout[f"head.{self.pos_of(s)}"].center
        fl = Flyer(None, None, start, self._tray_piece_w(), "", x, y, s)
        self.flyers.append(fl)
        self._fly(fl, r.center, r.w, duration=T_CLOUD)
        self._bump("tray")

    def _ev_totem(self, e: Event) -> None:
        s = e["seat"]
        t = {"kind": e["totem"], "height": e["height"], "cells": [tuple(c) for c in e["cells"]], "score": e["score"]}
        idx = len(self.d.totems[s])
        self.d.totems[s].append(t)
        for c in t["cells"]:
            self.d.cover[s][c] = idx
        self.rising[(s, idx)] = 0.0
        self._bump(("altar", s))

        def fn(v, key=(s, idx)):
            self.rising[key] = v

        def done(key=(s, idx)):
            self.rising.pop(key, None)
            self._bump(("altar", key[0]))

        self.tweens.add(tween.Tween(T_RISE, fn, tween.ease_out_back, 0.0, done))
        center = self.grid_of(s).rect_of(t["cells"]).center
        self.effects.append(FloatText(center, f"+{t['score']}", self.f["float"], TOTEM_COLOUR.get(t["kind"], GOLD),
                                      life=1.4, rise=self.layout.px(70)))
        self.hold = max(self.hold, 0.25)
        self._say(f"{self.name(s)} raises a {t['kind']} totem (height {t['height']}, {t['score']} points).")

    def _ev_blessing(self, e: Event) -> None:
        words = {"Bird": "3 clouds and 3 pedestals", "Wolf": "a pedestal on every free stack",
                 "Horse": "another turn", "Cat": "choose 2 pedestals", "Dragon": "a hoard pedestal, then a field"}
        self._say(f"{e['totem']}'s blessing for {self.name(e['seat'])}: {words.get(e['totem'], '')}.")

    def _ev_chosen(self, e: Event) -> None:
        self._say(f"{self.name(e['seat'])} has chosen a starting altar card.")
        self._refresh_status()

    def _ev_reveal_start(self, e: Event) -> None:
        self._turn_over()
        self._say(f"{self.name(e['seat'])} starts with {e['face']['name']}.")

    def _ev_start_cloud(self, e: Event) -> None:
        self._refresh_status()

    def _turn_over(self) -> None:
        """A turn ended: the altars may re-fit their panels once what moves has landed."""
        self._refit_due = True

    def _ev_turn(self, e: Event) -> None:
        self._turn_over()
        self.hold = max(self.hold, 0.1)
        if e.get("extra"):
            self._float_at(e["seat"], "Another turn!", GOLD)
        self._refresh_status()

    def _ev_pass(self, e: Event) -> None:
        self._float_at(e["seat"], "passes", theme.TEXT_DIM)
        self.hold = max(self.hold, 0.35)
        self._say(f"{self.name(e['seat'])} passes.")

    def _ev_choose(self, e: Event) -> None:
        self._refresh_status()

    def _ev_reveal(self, e: Event) -> None:
        s = e["seat"]
        z = self.layout[f"altar.{self.pos_of(s)}"]
        self.effects.append(SlideBanner(z, "Mission complete!", second_person(
                                   f"{self.name(s)} reveals {e['face']['name']}: +{e['points']} points and a "
                                   f"pedestal of their choice"), GOLD,
                                   self.f["dialog_title"], self.f["small"], 1.8))
        self.hold = max(self.hold, 1.2)
        self._say(f"{self.name(s)} reveals {e['face']['name']} (+{e['points']}).")

    def _ev_bag_empty(self, e: Event) -> None:
        b = self._bag_rect()
        self.effects.append(FloatText(b.center, "The bag is empty", self.f["small"], BAD, life=1.6,
                                      rise=self.layout.px(30)))
        self._say("The bag is empty.")

    def _ev_round(self, e: Event) -> None:
        n = e["n"]
        self._turn_over()
        self.d.round = n
        self.d.first = e["first"]
        tween.move(self.tweens, self, "marker", float(n), T_MARKER, tween.ease_in_out)
        if n > 1:
            r = self._altars_area()
            self.effects.append(SlideBanner(r, f"Round {n}", second_person(f"{self.name(e['first'])} starts"), GOLD,
                                       self.f["banner"], self.f["small"], 1.1))
            self.hold = max(self.hold, 0.7)
        self._bump("round")
        self._refresh_status()

    def _ev_marker(self, e: Event) -> None:
        self.d.first = e["seat"]
        self._bump("round")

    def _ev_final_totem(self, e: Event) -> None:
        self.effects.append(SlideBanner(self._altars_area(), "The Final Totem",
                                   "Each altar may build one last totem, or pass", GOLD,
                                   self.f["banner"], self.f["small"], 1.8))
        self.hold = max(self.hold, 1.4)
        self._say("The Final Totem: each altar may build one more totem.")
        self._refresh_status()

    def _ev_end_reveals(self, e: Event) -> None:
        self._say("Before scoring: met missions may still be revealed.")
        self._refresh_status()

    def _ev_game_over(self, e: Event) -> None:
        self.effects.append(SlideBanner(self._altars_area(), "Game over", self._result_sentence(e.data), GOLD,
                                   self.f["banner"], self.f["small"], 2.0))
        self.hold = max(self.hold, 1.6)
        self._say(f"Game over. {self._result_sentence(e.data)}")
        self._refresh_status()

    def _float_at(self, seat: int, text: str, colour) -> None:
        z = self.layout[f"grid.{self.pos_of(seat)}"]
        self.effects.append(FloatText(z.center, text, self.f["float"], colour, life=1.2, rise=self.layout.px(40)))

    def _settle(self) -> None:
        if self.queue:
            return
        self._refresh_shown()
        fresh = shown_from(self.shown, self.viewer)
        if not fresh.same_places(self.d) or self.flyers:
            for fl in list(self.flyers):
                if fl.tw:
                    fl.tw.cancel()
            self.flyers.clear()
            self.arriving.clear()
            self.d = fresh
            self._bump_all()
        self.marker = float(self.d.round)
        refit = getattr(self, "_refit_due", False)
        self._refit_due = False
        self._fit_grids(refit=refit, animate=True)
        self._fix_selection()

    def _snap_back(self) -> None:
        if self.drag:
            d = self.drag
            self.drag = None
            if d["kind"] == "ped":
                pid = d["pid"]
                fl = Flyer(pid, self.d.design(pid), d["pos"], d["w"], "tray")
                if pid in self.d.tray():
                    end, w = self.zone_point("tray", pid)
                    i = self.d.tray().index(pid)
                    self.d.tray().remove(pid)
                    self.flyers.append(fl)

                    def back(fl=fl, i=i):
                        if fl in self.flyers:
                            self.flyers.remove(fl)
                        if fl.pid not in self.d.tray():
                            self.d.tray().insert(min(i, len(self.d.tray())), fl.pid)
                        self._bump("tray")

                    start = {"p": pygame.Vector2(fl.pos)}

                    def fn(t, fl=fl):
                        fl.pos = start["p"].lerp(end, max(0.0, min(1.0, t)))

                    fl.tw = self.tweens.add(tween.Tween(0.25, fn, tween.ease_out, 0.0, back))
            self._bump("tray", "fields", "bag", "shown", *[("altar", s) for s in range(self.n)])
