"""No import cycles in ``game/`` and ``rules/``.

In a cycle, which module is imported first decides what the others find half made: an import that
works from the app can fail from a test or a tool, and a name moved between two such modules breaks
in a way nobody sees at once. The usual patch, an import moved inside a function, keeps the cycle
and only hides it, so every import statement counts here, wherever it stands (in a function, under
``if TYPE_CHECKING``). A cycle is broken by moving what both sides need into a module of its own.

The graph is read from the source with ``ast`` (nothing is imported): an edge for each module of
the two packages that a module's import statements name. Relative imports are resolved against
the importing module's package; ``from pkg import name`` names the submodule ``pkg.name`` when
there is one, else ``pkg``; ``import a.b.c`` names ``a.b.c``, or its longest prefix that is a module
here. Imports from elsewhere (the standard library, pygame) are left out, and so are imports by a
computed name (``importlib.import_module``), which no reader of the source can follow either.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("game", "rules")

Graph = dict[str, dict[str, int]]       # module -> {module it imports: line of the first such import}


def modules_under(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    """Every module of ``packages`` (folders under ``root``) by its dotted name; a package is named
    by its ``__init__.py``."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _known(name: str, modules: dict) -> str | None:
    """``name`` if it is one of ``modules``, else its longest prefix that is; None for neither."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _base(module: str, path: Path, level: int) -> list[str]:
    """The package a relative import of ``level`` dots in ``module`` starts from, as parts."""
    parts = module.split(".")
    if path.name != "__init__.py":
        parts = parts[:-1]          # a plain module's own package: one dot
    return parts[:len(parts) - (level - 1)]


def imports_of(module: str, path: Path, modules: dict) -> dict[str, int]:
    """The modules of ``modules`` that ``module``'s import statements name, each with the line of
    the first statement that does (every statement in the file, not only those at the top)."""
    found: dict[str, int] = {}

    def add(name: str | None, line: int) -> None:
        if name and name != module:
            found.setdefault(name, line)

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(_known(alias.name, modules), node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                target = ".".join(_base(module, path, node.level) + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                add(submodule if submodule in modules else _known(target, modules), node.lineno)
    return found


def import_graph(root: Path, packages: tuple[str, ...]) -> Graph:
    modules = modules_under(root, packages)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: Graph) -> list[list[str]]:
    """The import cycles: each strongly connected component of two or more modules (Tarjan's
    algorithm), its modules sorted, the components in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def describe(cycle: list[str], graph: Graph) -> str:
    """One cycle as a line: its modules, and each import between them with its line."""
    members = set(cycle)
    edges = [f"{a} -> {b} (line {line})" for a in cycle for b, line in sorted(graph[a].items()) if b in members]
    return f"{', '.join(cycle)}: {'; '.join(edges)}"


def test_game_and_rules_have_no_import_cycles():
    graph = import_graph(ROOT, PACKAGES)
    assert "game.app" in graph and "rules.core" in graph and graph["game.app"], "the packages were not read"
    found = cycles(graph)
    assert not found, "import cycles (break each with a module both sides import):\n" + "\n".join(
        describe(c, graph) for c in found)


def test_the_check_finds_cycles_in_a_small_package(tmp_path):
    """A package written for the test, with two cycles and imports of every kind the check reads,
    so the check above cannot pass by reading nothing."""
    files = {
        "pkg/__init__.py": "",
        "pkg/a.py": "from . import b\n",                              # a submodule, through its package
        "pkg/b.py": "def later():\n    from .a import thing\n",        # inside a function: a -> b -> a
        "pkg/c.py": "import pkg.a\nfrom pkg import VALUE\nimport os\n",  # absolute; a name of the package
        "pkg/d.py": "from .sub import e\n",
        "pkg/sub/__init__.py": "from .. import c\n",                  # relative, from a package
        "pkg/sub/e.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..d import X\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    graph = import_graph(tmp_path, ("pkg",))
    assert {m: set(found) for m, found in graph.items()} == {
        "pkg": set(), "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.a"}, "pkg.c": {"pkg.a", "pkg"},
        "pkg.d": {"pkg.sub.e"}, "pkg.sub": {"pkg.c"}, "pkg.sub.e": {"pkg.d"}}
    assert cycles(graph) == [["pkg.a", "pkg.b"], ["pkg.d", "pkg.sub.e"]]
    assert describe(["pkg.a", "pkg.b"], graph) == "pkg.a, pkg.b: pkg.a -> pkg.b (line 1); pkg.b -> pkg.a (line 2)"
