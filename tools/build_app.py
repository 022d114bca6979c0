"""Build a standalone, double-click Sky Table with PyInstaller, check it, and print the figures.

    pip install -e '.[release]'          # PyInstaller 6 or newer
    python tools/build_app.py            # builds dist/sky-table/ (one folder), checks it, measures it
    python tools/build_app.py --no-build # only check and measure an existing dist/sky-table/

The folder holds the program (``sky-table``, ``sky-table.exe`` on Windows) and everything it reads:
``assets/`` (fonts, layouts, how-to texts, icons, sounds when there are any) and the rules' data
files (``rules/**/*.json``), found by ``game/paths.py`` through ``sys._MEIPASS``. Copy the whole
folder; the app keeps its saves in the user's data folder.

After building, the script starts the built app headlessly with ``--screenshot`` and checks the
picture is a real title screen (its size, many colours), then times launch-to-title of the built
app against ``python -m game --screenshot`` on this machine (the median of several runs each,
alternating) and prints the folder, its size in MB, the build time and both start-up times.
Exit status: 0 all good, 1 the build or a check failed (each problem one line; a target that is
missed is reported, not a failure).
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "sky-table"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP_DIR = DIST / NAME
TARGET_MB = 150
TARGET_RATIO = 1.5
SHOT_SIZE = (1280, 720)
MIN_COLOURS = 50
# Pulled in by hooks or optional imports but never used by the table: kept out of the folder.
EXCLUDES = ("numpy", "tkinter", "_tkinter", "unittest", "pydoc", "doctest", "pytest", "_pytest",
            "hypothesis", "setuptools", "pkg_resources", "distutils", "lib2to3", "PyInstaller",
            "IPython", "matplotlib", "PIL", "test", "xmlrpc", "pygame.tests", "pygame.examples",
            "pygame.docs")

ENTRY = '''"""The built app's start: the same ``main`` as ``sky-table`` and ``python -m game``."""
import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
'''


def program(app_dir: Path = APP_DIR) -> Path:
    return app_dir / (f"{NAME}.exe" if os.name == "nt" else NAME)


def data_files(root: Path = ROOT) -> list[tuple[Path, str]]:
    """(source, folder inside the bundle) for everything the app reads besides code: the whole
    ``assets/`` folder and each rules package's json files, beside that package's modules."""
    out: list[tuple[Path, str]] = []
    if (root / "assets").is_dir():
        out.append((root / "assets", "assets"))
    for json_file in sorted((root / "rules").rglob("*.json")):
        if "__pycache__" in json_file.parts:
            continue
        out.append((json_file, json_file.parent.relative_to(root).as_posix()))
    return out


def pyinstaller_args(root: Path = ROOT, entry: Path | None = None) -> list[str]:
    """The PyInstaller command line (without ``python -m PyInstaller``)."""
    entry = entry or (root / "build" / "sky_table_app.py")
    args = ["--noconfirm", "--clean", "--onedir", "--name", NAME,
            "--distpath", str(root / "dist"), "--workpath", str(root / "build" / "pyinstaller"),
            "--specpath", str(root / "build"), "--paths", str(root),
            # the registries find the games by package name at run time: take every module
            "--collect-submodules", "rules", "--collect-submodules", "game",
            "--log-level", "WARN"]
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")     # no console window behind the table (a .app on macOS)
        icon = root / "assets" / "icons" / f"{NAME}-256.png"
        try:
            import PIL  # noqa: F401  PyInstaller turns a PNG into .ico / .icns with Pillow
            if icon.is_file():
                args += ["--icon", str(icon)]
        except ImportError:
            pass
    for module in EXCLUDES:
        args += ["--exclude-module", module]
    for source, dest in data_files(root):
        args += ["--add-data", f"{source}{os.pathsep}{dest}"]
    args.append(str(entry))
    return args


def folder_mb(folder: Path) -> float:
    """The size of every file under ``folder`` (links not followed), in MB (10^6 bytes)."""
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                pass
    return total / 1e6


def check_picture(path: Path, size: tuple[int, int] = SHOT_SIZE, min_colours: int = MIN_COLOURS) -> str | None:
    """None when ``path`` is a real title screen (that size, many colours), else why not."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    try:
        img = pygame.image.load(str(path))
    except (pygame.error, OSError, FileNotFoundError) as e:
        return f"the screenshot {path} cannot be read ({e})"
    if img.get_size() != tuple(size):
        return f"the screenshot is {img.get_width()}x{img.get_height()}, not {size[0]}x{size[1]}"
    w, h = img.get_size()
    colours = len({tuple(img.get_at((x, y))) for x in range(0, w, 9) for y in range(0, h, 9)})
    if colours < min_colours:
        return f"the screenshot has only {colours} colours: not a title screen"
    return None


def headless_env(saves: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["XDG_DATA_HOME"] = str(saves / "data")      # a frozen app's saves stay out of the user's folder
    return env


def time_to_title(argv: list[str], out: Path, saves: Path, cwd: Path) -> tuple[float, subprocess.CompletedProcess]:
    """Seconds from starting ``argv --screenshot out`` to its exit with the title written."""
    cmd = [*argv, "--screenshot", str(out), "--saves", str(saves)]
    start = time.perf_counter()
    r = subprocess.run(cmd, cwd=cwd, env=headless_env(saves), capture_output=True, text=True, timeout=120)
    return time.perf_counter() - start, r


def build(root: Path = ROOT) -> float:
    """Run PyInstaller; returns the seconds it took. Raises ``RuntimeError`` with one sentence."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise RuntimeError("PyInstaller is not installed: pip install -e '.[release]'") from None
    entry = root / "build" / "sky_table_app.py"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(ENTRY, encoding="utf-8")
    start = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "PyInstaller", *pyinstaller_args(root, entry)], cwd=root,
                       capture_output=True, text=True)
    took = time.perf_counter() - start
    if r.returncode != 0:
        tail = "\n".join((r.stderr or r.stdout).strip().splitlines()[-15:])
        raise RuntimeError(f"PyInstaller failed (status {r.returncode}):\n{tail}")
    prune(root / "dist" / NAME)
    return took


def prune(app_dir: Path) -> None:
    """Remove what the bundle carries but never reads: pygame's docs, examples and tests."""
    for internal in (app_dir / "_internal", app_dir):
        for sub in ("pygame/docs", "pygame/examples", "pygame/tests"):
            shutil.rmtree(internal / sub, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Build and check the standalone Sky Table (PyInstaller).")
    p.add_argument("--no-build", action="store_true", help="check and measure the existing dist/sky-table/")
    p.add_argument("--runs", type=int, default=5, help="start-up runs of each kind to take the median of (default 5)")
    args = p.parse_args(argv)
    problems: list[str] = []
    took = None
    if not args.no_build:
        print("Building dist/sky-table/ with PyInstaller ...", flush=True)
        try:
            took = build()
        except (RuntimeError, OSError) as e:
            print(f"build_app: {e}", file=sys.stderr)
            return 1
    exe = program()
    if not exe.is_file():
        print(f"build_app: {exe} is missing: build it first (python tools/build_app.py)", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory(prefix="sky-table-build-") as tmp:
        tmp = Path(tmp)
        # 1. the built app draws a real title screen
        shot = tmp / "built-title.png"
        _, r = time_to_title([str(exe)], shot, tmp / "saves-check", cwd=tmp)
        if r.returncode != 0:
            problems.append(f"the built app exited with status {r.returncode}: {(r.stderr or r.stdout).strip()[-400:]}")
        elif (why := check_picture(shot)) is not None:
            problems.append(why)
        if "Traceback" in (r.stderr or "") + (r.stdout or ""):
            problems.append("the built app printed a traceback")
        # 2. launch to title, built vs python, alternating so both see the same machine state
        built, python = [], []
        for i in range(max(1, args.runs)):
            t, rb = time_to_title([str(exe)], tmp / f"b{i}.png", tmp / "saves-b", cwd=tmp)
            if rb.returncode == 0:
                built.append(t)
            t, rp = time_to_title([sys.executable, "-m", "game"], tmp / f"p{i}.png", tmp / "saves-p", cwd=ROOT)
            if rp.returncode == 0:
                python.append(t)
        if len(built) < max(1, args.runs) or len(python) < max(1, args.runs):
            problems.append(f"some timed runs failed (built {len(built)}, python {len(python)} of {args.runs})")

    size = folder_mb(APP_DIR)
    print(f"folder:      {APP_DIR}  (program: {exe.relative_to(APP_DIR)})")
    print(f"size:        {size:.1f} MB  (target < {TARGET_MB} MB{'' if size < TARGET_MB else ': NOT MET'})")
    if took is not None:
        print(f"build time:  {took:.1f} s")
    if built and python:
        b, py = statistics.median(built), statistics.median(python)
        ratio = b / py
        print(f"launch to title (median of {len(built)}, --screenshot, dummy video):")
        print(f"  built app:      {b:.2f} s")
        print(f"  python -m game: {py:.2f} s")
        print(f"  ratio:          {ratio:.2f}x  (target <= {TARGET_RATIO}x{'' if ratio <= TARGET_RATIO else ': NOT MET'})")
    if problems:
        for line in problems:
            print(f"build_app: {line}", file=sys.stderr)
        return 1
    print("check:       the built app draws the title screen")
    return 0


if __name__ == "__main__":
    sys.exit(main())
