"""English for sentences about players, one of whom may be called "You" (the setup screen's
default name for the one person at the screen)."""
from __future__ import annotations

YOU = "You"


def agree(names: list[str], singular: str, plural: str) -> str:
    """The verb form that agrees with ``names``: "Vega wins", but "You win" and "Vega and Orion win"."""
    return singular if len(names) == 1 and names[0] != YOU else plural


def join_names(names: list[str], word: str = "and") -> str:
    """"Vega", "Vega and Orion", "Vega, Orion and Lyra" (``word`` in place of "and": "1, 3 or 5")."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {word} " + names[-1]


# Present-tense verbs the tables' sentences put after a player's name, and their "You" form.
_VERBS = {"plays": "play", "draws": "draw", "completes": "complete", "takes": "take", "puts": "put",
          "discards": "discard", "asks": "ask", "ends": "end", "has": "have", "gives": "give", "must": "must",
          "wins": "win", "banks": "bank", "rolls": "roll", "shows": "show", "busts": "bust", "raises": "raise",
          "starts": "start", "passes": "pass", "reveals": "reveal", "attempts": "attempt", "is": "are",
          "lays": "lay", "builds": "build", "protects": "protect", "attacks": "attack", "clears": "clear",
          "self-destructs": "self-destruct", "stops": "stop"}


def verb(name: str, third: str) -> str:
    """``third`` ("is", "draws") as it agrees with the player ``name`` ("are" for You)."""
    return _VERBS.get(third, third) if name == YOU else third


def second_person(text: str) -> str:
    """A sentence about a player called "You" made English: 'You plays' -> 'You play', 'asks You'
    -> 'asks you', "You's turn" -> "Your turn", 'You (altar 1) raises' -> 'You (altar 1) raise' (a
    solo player's altars); other sentences come back unchanged."""
    if YOU not in text:
        return text
    words = text.split(" ")
    for i, w in enumerate(words):
        if w == "You's":
            words[i] = "Your" if i == 0 else "your"
        elif w.startswith(YOU) and w.rstrip(".,:;!") == YOU:
            if i > 0 and not words[i - 1].endswith((".", "!", "?")):    # a new sentence keeps "You"
                words[i] = "you" + w[3:]
            j = i + 1
            if j < len(words) and words[j].startswith("(") and w == YOU:    # "You (altar 1) raises"
                while j < len(words) and ")" not in words[j]:
                    j += 1
                j += 1
            if j < len(words):
                verb = words[j].rstrip(".,:;!")
                if verb in _VERBS:
                    words[j] = _VERBS[verb] + words[j][len(verb):]
    if words and words[0] == YOU:
        words = ["your" if w == "their" else w for w in words]
    return " ".join(words)


def plural(n: int, word: str) -> str:
    """'1 card', '2 cards', '0 cards': a count and its noun, the way every table says one."""
    return f"{n} {word}{'s' if n != 1 else ''}"


def capital(text: str) -> str:
    """``text`` with its first letter a capital, the rest as it is: "your tower" -> "Your tower"."""
    return text[:1].upper() + text[1:]


def shorter_forms(text: str):
    """``text``, then fewer of its whole sentences, then its first sentence's first clauses, each
    ending in a full stop: what words too long for their place fall back to, longest first, so that
    no sentence is ever cut ("Drag a card onto a tower, click the deck to draw.")."""
    sentences = text.split(". ")
    for k in range(len(sentences), 0, -1):
        yield ". ".join(sentences[:k]) + ("." if k < len(sentences) else "")
    clauses = sentences[0].rstrip(".").split(", ")
    for k in range(len(clauses) - 1, 0, -1):
        yield ", ".join(clauses[:k]) + "."
