"""Install time on a fresh environment, and the size of the wheel.

A fresh machine has Python, pip and gcc, and nothing in pip's cache. From a
clean export of the repository's ``HEAD`` (``git archive``: no generated C,
no compiled modules), each install runs in a new virtual environment with
pip's cache switched off, so that it downloads and builds everything a
first install would:

- ``pip install .`` (with ``--extras``, ``pip install '.[EXTRAS]'``),
  compiled, the default, and interpreted (``GTP_LIKE_COMPILE=0``): the same
  install without the compiling, measured in the same run, so the ratio is
  what compiling costs; each followed by ``gtp-like --version``;
- ``pip wheel --no-deps .``: its time, the wheel's size, and how many of its
  files are compiled modules, with their size.

Times include the downloads: run it twice to see the network's share.

    python benchmarks/install.py [--extras test] [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def export_head(destination: Path) -> Path:
    """The repository's committed ``HEAD``, as a clean checkout has it."""
    destination.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "HEAD"], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(destination)], input=archive, check=True)
    return destination


def run(argv: list[str], cwd: Path, env: dict[str, str]) -> float:
    """Seconds that ``argv`` took; its output is shown only if it fails."""
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    took = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{' '.join(argv)} failed:\n{done.stdout}{done.stderr}")
    return took


def fresh_environment(work: Path, name: str) -> Path:
    """A new virtual environment with pip; its ``python``."""
    venv.EnvBuilder(with_pip=True).create(work / name)
    return work / name / "bin" / "python"


def pip_env(**extra: str) -> dict[str, str]:
    """The environment for pip: no cache, as on a fresh machine, and ``extra``."""
    return dict(os.environ, PIP_NO_CACHE_DIR="1", PIP_DISABLE_PIP_VERSION_CHECK="1", **extra)


def install(source: Path, work: Path, name: str, target: str, compile_core: bool) -> tuple[float, str]:
    """Seconds that ``pip install TARGET`` took in a fresh environment, and what ``gtp-like --version`` said there."""
    # Each install builds from its own copy: a build leaves files in its source tree.
    tree = Path(shutil.copytree(source, work / f"{name}-source"))
    python = fresh_environment(work, name)
    env = pip_env() if compile_core else pip_env(GTP_LIKE_COMPILE="0")
    took = run([str(python), "-m", "pip", "install", "--quiet", target], tree, env)
    version = subprocess.run(
        [str(python.parent / "gtp-like"), "--version"], capture_output=True, text=True, check=True, cwd=work,
    ).stdout.strip()
    return took, version


def wheel(source: Path, work: Path) -> tuple[float, Path]:
    """Seconds that ``pip wheel --no-deps .`` took, and the wheel."""
    tree = Path(shutil.copytree(source, work / "wheel-source"))
    python = fresh_environment(work, "wheel")
    took = run([str(python), "-m", "pip", "wheel", "--quiet", "--no-deps", ".", "-w", str(work / "dist")], tree, pip_env())
    (built,) = (work / "dist").glob("gtp_like-*.whl")
    return took, built


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extras", help="install '.[EXTRAS]' (the README's setup uses 'test')")
    parser.add_argument("--rounds", type=int, default=1, help="installs of each kind, interleaved")
    args = parser.parse_args()
    target = f".[{args.extras}]" if args.extras else "."
    gcc = subprocess.run(["gcc", "--version"], capture_output=True, text=True).stdout.splitlines()
    print(f"python {platform.python_version()}, {gcc[0] if gcc else 'no gcc'}, {os.cpu_count()} cores")
    print(f"pip install {target}, no cache, a fresh virtual environment each time")
    times: dict[str, list[float]] = {"compiled": [], "interpreted": []}
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        source = export_head(work / "head")
        for round_number in range(args.rounds):
            for kind in times:
                took, version = install(source, work, f"{kind}-{round_number}", target, kind == "compiled")
                times[kind].append(took)
                print(f"  {kind:<11} {took:6.1f} s   {version}")
        compiled, interpreted = (statistics.median(times[kind]) for kind in ("compiled", "interpreted"))
        print(f"median: compiled {compiled:.1f} s, interpreted {interpreted:.1f} s, ratio {compiled / interpreted:.2f}")
        took, built = wheel(source, work)
        with zipfile.ZipFile(built) as archive:
            modules = [entry for entry in archive.infolist() if entry.filename.endswith((".so", ".pyd"))]
            files = len(archive.infolist())
        modules_size = sum(entry.file_size for entry in modules)
        print(
            f"pip wheel --no-deps: {took:.1f} s, {built.name}: {built.stat().st_size / 1e6:.2f} MB, {files} files, "
            f"{len(modules)} compiled modules ({modules_size / 1e6:.2f} MB uncompressed)"
        )


if __name__ == "__main__":
    main()
