"""No shared code names a game: the rules' shared modules, the app shell, its scenes and widgets
learn about games only from the registry (``rules.registry.GAMES``) and the table specs.

Checked in the code itself (comments and docstrings may give an example): a string that holds a
registered game id ("sky-5" in any quoting, also inside a longer text such as "sky-5-3"), and an
import or attribute that names a game's package (``rules.sky5``, ``game.tables.sky5``).
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
SHARED = [*sorted((ROOT / "rules").glob("*.py")), *sorted((ROOT / "game").glob("*.py")),
          *sorted((ROOT / "game" / "scenes").rglob("*.py")), *sorted((ROOT / "game" / "widgets").rglob("*.py"))]


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                found.add(id(body[0].value))
    return found


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return path.name


def game_names_in(path: Path) -> list[str]:
    ids = re.compile(r"(?<![\w-])(" + "|".join(re.escape(g) for g in GAMES) + r")(?![\w])")
    packages = {spec.short_name for spec in GAMES.values()}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        where = f"{_shown(path)}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            for m in ids.finditer(node.value):
                found.append(f"{where}: the string {node.value[:60]!r} names {m.group(1)!r}")
            for name in packages:
                if re.search(rf"(?:rules|views)\.{re.escape(name)}\b", node.value):
                    found.append(f"{where}: the string {node.value[:60]!r} names the package {name!r}")
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] + ([node.module] if getattr(node, "module", None) else [])
            for mod in modules:
                if set(mod.split(".")) & packages:
                    found.append(f"{where}: imports {mod}")
        elif isinstance(node, ast.Attribute) and node.attr in packages:
            found.append(f"{where}: the attribute .{node.attr}")
    return found


def test_the_check_finds_a_game_named_in_code(tmp_path):
    gid = next(iter(GAMES))
    pkg = GAMES[gid].short_name
    sample = tmp_path / "sample.py"
    sample.write_text(f'"""Docstrings may say {gid}."""\nimport rules.{pkg}\n# comments may say {gid}\n'
                      f'GAME = "{gid}"\nLAYOUT = f"{gid}-{{3}}"\n', encoding="utf-8")
    found = game_names_in(sample)
    assert len(found) == 3, found


def test_no_shared_module_names_a_game():
    assert SHARED, "no shared modules found"
    found = [line for path in SHARED if path.exists() for line in game_names_in(path)]   # others edit too
    assert not found, "shared code names games:\n" + "\n".join(found)
