"""One registry: a game is one rules package and one table package, found by their names."""
from __future__ import annotations

import importlib
import sys
import textwrap

import pytest

from rules import registry
from rules.protocol import State
from rules.spec import GameSpec


def test_every_rules_package_with_a_spec_is_registered_under_its_own_id():
    import pkgutil

    import rules
    packages = sorted(m.name for m in pkgutil.iter_modules(rules.__path__) if m.ispkg)
    with_spec = [name for name in packages if isinstance(getattr(importlib.import_module(f"rules.{name}"), "SPEC", None), GameSpec)]
    assert sorted(spec.short_name for spec in registry.GAMES.values()) == with_spec
    for game_id, spec in registry.GAMES.items():
        assert spec.id == game_id and spec.package == f"rules.{spec.short_name}"
        assert spec.state.GAME_ID == game_id, "the state names the game it belongs to"


def test_discovery_finds_a_new_package_without_touching_shared_code(tmp_path, monkeypatch):
    """What the README's "Adding a game" promises: a package exporting SPEC is all it takes."""
    root = tmp_path / "somegames"
    (root / "coin").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "notagame").mkdir()
    (root / "notagame" / "__init__.py").write_text("X = 1\n")
    (root / "coin" / "__init__.py").write_text(textwrap.dedent('''
        from rules.spec import GameSpec
        SPEC = GameSpec(id="coin", title="Coin", tagline="Heads or tails", package=__package__,
                        modes={"multi": (2, 2)}, mode_titles={}, make=lambda *a: None, state=object, bots={},
                        order=-1)
    '''))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "somegames", raising=False)
    found = registry.discover(importlib.import_module("somegames"))
    assert list(found) == ["coin"] and found["coin"].short_name == "coin"


def test_discovery_finds_packages_that_are_not_folders_as_in_a_standalone_app(tmp_path, monkeypatch):
    """Discovery reads a package's folders (importing ``pkgutil`` cost the first frame ~3 M
    instructions); where the packages are not folders, as in a standalone app's archive (here a zip),
    it asks ``pkgutil`` and finds the same games."""
    import zipfile
    archive = tmp_path / "games.zip"
    coin = textwrap.dedent('''
        from rules.spec import GameSpec
        SPEC = GameSpec(id="zcoin", title="Coin", tagline="Heads or tails", package=__package__,
                        modes={"multi": (2, 2)}, mode_titles={}, make=lambda *a: None, state=object, bots={},
                        order=-1)
    ''')
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipgames/__init__.py", "")
        z.writestr("zipgames/coin/__init__.py", coin)
        z.writestr("zipgames/notagame/__init__.py", "X = 1\n")
        z.writestr("zipgames/loose.py", "Y = 2\n")
    monkeypatch.syspath_prepend(str(archive))
    monkeypatch.delitem(sys.modules, "zipgames", raising=False)
    found = registry.discover(importlib.import_module("zipgames"))
    assert list(found) == ["zcoin"] and found["zcoin"].short_name == "coin"


def test_the_title_order_comes_from_the_specs():
    orders = [(spec.order, spec.title) for spec in registry.GAMES.values()]
    assert orders == sorted(orders)
    assert registry.first() is next(iter(registry.GAMES.values()))


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_every_state_follows_the_declared_protocol(game_id):
    spec = registry.get(game_id)
    mode, seats = spec.seat_counts()[0]
    state = spec.new_game(mode, seats, 1)
    assert isinstance(state, State)
    assert isinstance(state.players, int) and len(state.names) == state.players
    result = state.result()
    assert {"scores", "winners", "decided_by"} <= set(result)
    assert spec.default_mode in spec.modes and set(spec.mode_titles) <= set(spec.modes)
    assert {"random", "sensible"} <= set(spec.bots)


def test_new_game_checks_mode_and_seats_with_a_sentence():
    spec = registry.first()
    with pytest.raises(ValueError, match="no mode"):
        spec.new_game("no-such-mode", 2, 1)
    mode, (low, high) = next(iter(spec.modes.items()))
    with pytest.raises(ValueError, match=f"{low}-{high} seats"):
        spec.new_game(mode, high + 1, 1)
    with pytest.raises(LookupError, match="unknown game"):
        registry.get("no-such-game")


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_every_table_declares_what_the_shared_scenes_ask(game_id):
    from game import paths
    from game.tables import playable, table_for
    from game.tables.spec import TableSpec
    spec = registry.get(game_id)
    assert playable(spec), f"{spec.title} has rules but no table package game/tables/{spec.short_name}"
    table = table_for(game_id)
    assert isinstance(table, TableSpec)
    assert (paths.ASSETS / "howto" / f"{table.howto}.txt").is_file()
    for name in table.layouts:
        assert (paths.ASSETS / "layouts" / f"{name}.tmx").is_file(), name
    assert table.emblem and all(len(c) == 3 for c in table.emblem)
    for mode in spec.modes:
        for key, _label, choices, default in table.setup_options(mode):
            assert key in spec.options, f"the setup offers {key!r}, which the rules do not declare"
            assert default in [v for v, _ in choices]


def test_a_game_without_a_table_is_not_playable_and_says_so():
    from game.tables import TableError, playable, table_for
    spec = GameSpec(id="coin", title="Coin", tagline="", package="rules.no_such_package", modes={"multi": (2, 2)},
                    mode_titles={}, make=lambda *a: None, state=object, bots={})
    assert not playable(spec)
    with pytest.raises(TableError, match="unknown game"):
        table_for("coin")


def test_a_broken_table_package_is_reported_not_hidden(monkeypatch):
    """An import error in a table package names its cause (it used to be swallowed)."""
    from game import tables
    spec = registry.first()
    monkeypatch.setattr(tables, "_TABLES", {})

    def broken(name, *args):
        raise SyntaxError("invalid syntax (view.py, line 3)")
    monkeypatch.setattr(tables.importlib, "import_module", broken)
    with pytest.raises(tables.TableError, match=f"The {spec.title} table could not load: SyntaxError: invalid syntax"):
        tables.table_for(spec.id)


def test_listing_the_games_loads_no_game_rules():
    """The title lists every game from its spec alone: a game's rules load when it is played, so the
    launch does not grow with every game added."""
    import subprocess
    code = ("import sys, rules.registry as r; list(r.GAMES.values()); "
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('rules.'))))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    per_game = [m for m in loaded if m.count(".") >= 2]
    assert per_game and all(m.endswith(".spec") for m in per_game), per_game


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_a_game_package_offers_every_name_it_lists(game_id):
    package = importlib.import_module(registry.get(game_id).package)
    for name in package.__all__:
        assert getattr(package, name) is not None, name
    with pytest.raises(AttributeError):
        package.no_such_name


def test_a_spec_behaves_as_the_frozen_record_the_rules_api_documents():
    """Saves, bots and outside tools read specs: built by position or keyword with the same
    defaults, read-only, equal only to itself, and shown field by field in order."""
    import dataclasses
    coin = GameSpec("coin", "Coin", "Heads or tails", "rules.coin", {"multi": (2, 2)}, {}, None, object, {})
    assert (coin.options, coin.data, coin.position, coin.order, coin.default_mode, coin.step_cap,
            coin.invariants, coin.secrets) == ({}, (), None, 100, "multi", 5_000, None, None)
    assert coin.options is not GameSpec("b", "B", "", "rules.b", {}, {}, None, object, {}).options
    for change in (lambda: setattr(coin, "title", "Dice"), lambda: setattr(coin, "new", 1),
                   lambda: delattr(coin, "title")):
        with pytest.raises(dataclasses.FrozenInstanceError, match="field '(title|new)'"):
            change()
    twin = GameSpec(**vars(coin))
    assert coin == coin and coin != twin and len({coin, twin}) == 2
    assert repr(coin) == ("GameSpec(id='coin', title='Coin', tagline='Heads or tails', package='rules.coin', "
                          "modes={'multi': (2, 2)}, mode_titles={}, make=None, state=<class 'object'>, bots={}, "
                          "options={}, data=(), position=None, order=100, default_mode='multi', step_cap=5000, "
                          "invariants=None, secrets=None)")
    match coin:
        case GameSpec("coin", "Coin", _, _, modes):
            assert modes == {"multi": (2, 2)}
        case _:
            pytest.fail("a spec matches by its fields in order")
    sky = registry.first()
    assert f"state={sky.state!r}," in repr(sky), "the repr shows a named part as loaded"
