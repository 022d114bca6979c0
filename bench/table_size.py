"""How big the tables are, against issue 35's targets: the lines of each game's table package
(without ``art.py`` and ``words.py``), of the kit and the code every table shares, and how often
the tests reach into a table's private names (``view._``).

    python bench/table_size.py

Lines are counted as ``wc -l`` counts them (blank lines, comments and docstrings too), so the
figures match the issue's. Nothing is timed; it prints and exits 0 either way.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TABLES = ROOT / "game" / "tables"
OWN_FILES_LEFT_OUT = {"art.py", "words.py"}        # a game's pictures and prose are its own whatever the kit
SHARED = ("kit/*.py", "base.py", "overlays.py", "sprites.py")

# package -> the most lines it may have (issue 35)
PACKAGE_TARGETS = {"tower": 900, "sky_tango": 900, "sky5": 900, "sky_towers": 1600, "sky_totems": 1600}
ALL_PACKAGES_TARGET = 6000
SHARED_TARGET = 3500
PRIVATE_IN_TESTS_TARGET = 30


def lines(paths) -> int:
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in paths)


def package_lines(name: str) -> int:
    return lines(p for p in sorted((TABLES / name).glob("*.py")) if p.name not in OWN_FILES_LEFT_OUT)


def verdict(value: int, most: int) -> str:
    return "met" if value <= most else f"NOT met ({value - most:+d})"


def main() -> None:
    total = 0
    print(f"{'table package (no art.py, words.py)':40s} {'lines':>6s} {'target':>7s}")
    for name, most in PACKAGE_TARGETS.items():
        n = package_lines(name)
        total += n
        print(f"  game/tables/{name:27s} {n:6d} {most:7d}  {verdict(n, most)}")
    print(f"  {'the five together':38s} {total:6d} {ALL_PACKAGES_TARGET:7d}  {verdict(total, ALL_PACKAGES_TARGET)}")
    shared = lines(p for pattern in SHARED for p in sorted(TABLES.glob(pattern)))
    print(f"  {'kit + base + overlays + sprites':38s} {shared:6d} {SHARED_TARGET:7d}  {verdict(shared, SHARED_TARGET)}")
    private = sum(p.read_text(encoding="utf-8").count("view._") for p in (ROOT / "tests").rglob("*.py"))
    print(f"  {'view._ in tests':38s} {private:6d} {PRIVATE_IN_TESTS_TARGET:7d}  "
          f"{verdict(private, PRIVATE_IN_TESTS_TARGET)}")


if __name__ == "__main__":
    main()
