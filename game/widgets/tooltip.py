"""A tooltip: after the pointer rests on something that has a name and a text, a box near the pointer
says what it is.

``Tooltip`` keeps the state (where the pointer is, how long it has rested, what is shown) and draws
the box; the owner tells it about the pointer (``moved``, ``pressed``) and asks it to look each
frame (``update``) with a function ``ask(pos) -> (name, text) | None``. Nothing is asked while the
pointer moves: only once it has rested ``REST`` seconds, so a view's ``tooltip_at`` costs nothing
in the frame loop. The box is rendered once per (name, text, size) and placed by ``place``: fully on
screen and never under the pointer.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme

REST = 0.35            # seconds the pointer rests before the tooltip appears
RECHECK = 0.3          # seconds between asks while resting: the thing may change under the pointer
Ask = Callable[[tuple[int, int]], "tuple[str, str] | None"]


def cursor_rect(pos, scale: float) -> pygame.Rect:
    """The area the mouse pointer's picture may cover around its hot spot (arrow or hand)."""
    s = max(0.6, scale)
    return pygame.Rect(int(pos[0] - 10 * s), int(pos[1] - 6 * s), int(34 * s), int(40 * s))


def place(box: tuple[int, int], pos, screen: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
    """Where a box of size ``box`` goes for a pointer at ``pos``: below right of the pointer, else
    below left, above right, above left, whichever first lies fully on ``screen`` without touching
    the pointer; when none does, the first one pushed onto the screen and off the pointer."""
    cur = cursor_rect(pos, scale)
    gap = max(4, int(6 * scale))
    x = int(pos[0])
    w, h = box
    tries = [
        pygame.Rect(x + gap, cur.bottom + gap, w, h),            # below right
        pygame.Rect(x - gap - w, cur.bottom + gap, w, h),        # below left
        pygame.Rect(x + gap, cur.top - gap - h, w, h),           # above right
        pygame.Rect(x - gap - w, cur.top - gap - h, w, h),       # above left
    ]
    for r in tries:
        if screen.contains(r) and not r.colliderect(cur):
            return r
    # Larger than any free corner: clamp, then slide sideways off the pointer if it still covers it.
    r = tries[0].clamp(screen)
    if r.colliderect(cur):
        right = pygame.Rect(cur.right + gap, r.top, w, h)
        left = pygame.Rect(cur.left - gap - w, r.top, w, h)
        r = right if right.right <= screen.right else left
        r.clamp_ip(screen)
    return r


class Tooltip:
    """The tooltip of one view (see the module docstring)."""

    def __init__(self):
        self.pos: tuple[int, int] | None = None
        self.still = 0.0              # seconds the pointer has rested
        self.asked = False            # asked already during this rest (ask once, not every frame)
        self.content: tuple[str, str] | None = None
        self.pressed_since_move = False   # a press or a key hid it: nothing until the pointer moves
        self._surfaces: dict[tuple, pygame.Surface] = {}

    # ------------------------------------------------------------------ what the pointer does
    def moved(self, pos, ask: Ask) -> None:
        """The pointer moved: a shown tooltip stays while the pointer stays on the same thing."""
        self.pos = (int(pos[0]), int(pos[1]))
        self.still = 0.0
        self.pressed_since_move = False
        if self.content is not None and ask(self.pos) != self.content:
            self.content = None
        if self.content is None:
            self.asked = False

    def pressed(self) -> None:
        """A button went down: hide, and show nothing again before the pointer moves."""
        self.content = None
        self.asked = True
        self.pressed_since_move = True

    def hide(self) -> None:
        """Hide now; the next rest may show it again (the thing under the pointer changed)."""
        self.content = None
        self.asked = False
        self.still = 0.0

    def update(self, dt: float, blocked: bool, ask: Ask) -> None:
        """Count the rest; ask once it is long enough. ``blocked`` (a drag, a button held) hides it."""
        if blocked:
            self.content = None
            self.still = 0.0
            return
        if self.pos is None:
            return
        if self.pressed_since_move:
            # A press, a drop or a key silences it until a move, also when the table changes
            # meanwhile (``hide`` at a new turn): a pointer left where a card was dropped asks nothing.
            return
        if self.content is not None or self.asked:
            # Resting: the table may change under the pointer (a piece lands, a bot moves), so the
            # tip is asked again now and then.
            self.still += dt
            if self.still < RECHECK:
                return
        else:
            self.still += dt
            if self.still < REST:
                return
        self.asked = True
        self.still = 0.0
        found = ask(self.pos)
        self.content = (str(found[0]), str(found[1])) if found else None

    # ------------------------------------------------------------------ drawing
    def surface(self, name: str, text: str, scale: float) -> pygame.Surface:
        """The box: the name in bold, the text wrapped under it (rendered once per content and size)."""
        key = (name, text, round(scale, 3))
        surf = self._surfaces.get(key)
        if surf is None:
            if len(self._surfaces) > 64:
                self._surfaces.clear()
            surf = self._surfaces[key] = render_box(name, text, scale)
        return surf

    def draw(self, surface: pygame.Surface, scale: float, screen: pygame.Rect | None = None) -> pygame.Rect | None:
        """Draw the shown tooltip (if any) near the pointer; returns where it went."""
        if self.content is None or self.pos is None:
            return None
        box = self.surface(*self.content, scale)
        edge = max(2, int(4 * scale))        # never flush against the window's edge
        rect = place(box.get_size(), self.pos, screen or surface.get_rect().inflate(-2 * edge, -2 * edge), scale)
        surface.blit(box, rect)
        return rect


def render_box(name: str, text: str, scale: float) -> pygame.Surface:
    """A tooltip box: ``name`` bold in gold, ``text`` wrapped to a comfortable reading width."""
    title_size, body_size = theme.px(17, scale), theme.px(16, scale)
    pad = max(8, int(12 * scale))
    measure = int(400 * max(scale, 0.75))         # about 45 characters a line: easy to read
    title_lines = theme.wrap(name, title_size, measure, True) if name else []
    body_lines = theme.wrap(text, body_size, measure) if text else []
    tf, bf = theme.font(title_size, True), theme.font(body_size)
    widths = [tf.size(s)[0] for s in title_lines] + [bf.size(s)[0] for s in body_lines]
    inner_w = max(widths or [0])
    gap = max(3, int(5 * scale)) if title_lines and body_lines else 0
    inner_h = len(title_lines) * tf.get_linesize() + gap + len(body_lines) * bf.get_linesize()
    surf = pygame.Surface((inner_w + 2 * pad, inner_h + 2 * pad), pygame.SRCALPHA)
    radius = max(4, int(8 * scale))
    pygame.draw.rect(surf, (*theme.BG_DARK, 248), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, theme.OUTLINE, surf.get_rect(), width=max(1, int(2 * scale)), border_radius=radius)
    y = pad
    for line in title_lines:
        surf.blit(theme.text(line, title_size, theme.ACCENT, bold=True), (pad, y))
        y += tf.get_linesize()
    y += gap
    for line in body_lines:
        surf.blit(theme.text(line, body_size, theme.TEXT), (pad, y))
        y += bf.get_linesize()
    return surf
