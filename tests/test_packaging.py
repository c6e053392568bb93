"""The wheel: built from a copy of the sources, it holds gtp_like alone, with its games, type markers and licence."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from gtp_like.core import compiled_module_names

# One worker builds the wheel once for the whole module.
pytestmark = [pytest.mark.process, pytest.mark.xdist_group("wheel")]

ROOT = Path(__file__).resolve().parents[1]
#: What pip prints when the build's own requirements (setuptools) cannot be fetched.
UNREACHABLE = (
    "Could not find a version that satisfies the requirement",
    "No matching distribution found",
    "Failed to establish a new connection",
    "Network is unreachable",
    "Temporary failure in name resolution",
    "ProxyError",
)


def copy_sources(destination: Path) -> Path:
    """The project without its tests, documents, caches and earlier builds (a build writes into its source tree)."""

    def ignored(folder: str, names: list[str]) -> set[str]:
        skipped = {"tests", "docs", "benchmarks", "build", "dist", "__pycache__"} if Path(folder) == ROOT else {"__pycache__"}
        # Compiled modules are the build's to make; the C that Cython wrote stays, as it spares the build that step.
        return {
            name
            for name in names
            if name in skipped or name.startswith(".") or name.endswith((".egg-info", ".so", ".pyd"))
        }

    return Path(shutil.copytree(ROOT, destination, ignore=ignored))


def build_wheel(work: Path, compiler: str | None = None) -> tuple[zipfile.ZipFile, str]:
    """``pip wheel`` of a copy of the sources (with ``compiler`` as the C compiler, if given); the wheel and pip's output."""
    source = copy_sources(work / "source")
    # The wheel's contents are under test, not its speed: unoptimised C compiles in a fraction of the time.
    env = dict(os.environ, CFLAGS="-O0")
    if compiler is not None:
        env["CC"] = env["LDSHARED"] = compiler
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "--disable-pip-version-check", str(source), "-w",
         str(work / "dist")],
        capture_output=True, text=True, timeout=900, env=env,
    )
    output = done.stdout + done.stderr
    if done.returncode != 0:
        unreachable = [line.strip() for line in output.splitlines() if any(sign in line for sign in UNREACHABLE)]
        if unreachable:
            pytest.skip(f"pip cannot fetch the wheel's build dependencies: {unreachable[0]}")
        pytest.fail(f"pip wheel failed:\n{output}")
    (built,) = (work / "dist").glob("gtp_like-*.whl")
    return zipfile.ZipFile(built), output


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[zipfile.ZipFile]:
    built, _ = build_wheel(tmp_path_factory.mktemp("wheel"))
    with built:
        yield built


def test_the_wheel_installs_gtp_like_alone(wheel: zipfile.ZipFile) -> None:
    names = wheel.namelist()
    tops = {name.split("/")[0] for name in names}
    (dist_info,) = (top for top in tops if top.endswith(".dist-info"))
    assert tops == {"gtp_like", dist_info}  # no adapters/, tests/ or other generic top-level name
    for marker in ("gtp_like/py.typed", "gtp_like/games/py.typed"):
        assert marker in names
    assert any(name.startswith(f"{dist_info}/") and name.endswith("/LICENSE") for name in names), "no LICENSE"
    for game in ("vacu", "bargo", "vadus", "vasco"):
        assert f"gtp_like/games/{game}/__init__.py" in names, game
        assert f"gtp_like/games/{game}/rules.py" in names, game


def test_the_wheel_registers_the_games_and_no_pytest_plugin(wheel: zipfile.ZipFile) -> None:
    (entry_points,) = (name for name in wheel.namelist() if name.endswith(".dist-info/entry_points.txt"))
    text = wheel.read(entry_points).decode()
    assert "[gtp_like.games]" in text and "vasco = gtp_like.games.vasco:VascoAdapter" in text
    # The .tst plugin is opt-in (-p gtp_like.pytest_plugin): installing gtp-like loads it into nobody's pytest.
    assert "[pytest11]" not in text


def test_the_wheel_carries_the_compiled_modules_and_their_sources(wheel: zipfile.ZipFile) -> None:
    names = wheel.namelist()
    expected = compiled_module_names()
    assert "gtp_like.games.vacu.rules" in expected and "gtp_like.search.tree" in expected
    for module in expected:
        path = module.replace(".", "/")
        assert [name for name in names if name.startswith(f"{path}.") and name.endswith(".so")], f"{module} not compiled"
        # The sources stay: GTP_LIKE_CORE=interpreted runs them.
        assert f"{path}.py" in names and f"{path}.pxd" in names, module
    # The C that Cython wrote is the build's intermediate, larger than the modules made from it.
    assert not [name for name in names if name.endswith(".c")]


def test_without_a_compiler_the_build_leaves_every_module_interpreted(tmp_path: Path) -> None:
    # setup.py's own build step with a compiler that always fails: it must end well, saying what runs interpreted.
    source = copy_sources(tmp_path / "source")
    env = dict(os.environ, CC="false", LDSHARED="false")
    done = subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"], cwd=source, env=env, capture_output=True, text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "gtp_like.games.vacu.rules did not compile" in done.stderr and "that part runs interpreted" in done.stderr
    assert not list(source.glob("**/*.so"))
    # Each module's line whole, in the form docs/compiled.md shows, though the modules compile on parallel threads.
    said = [line for line in done.stderr.splitlines() if "gtp-like:" in line]
    assert len(said) == len(compiled_module_names())
    form = r"gtp-like: [\w.]+ did not compile \(command '\S+' failed.*\); that part runs interpreted"
    assert all(re.fullmatch(form, line) for line in said), said
    documented = " ".join((ROOT / "docs" / "compiled.md").read_text().split())
    assert re.search(form, documented.replace("`", "")), "docs/compiled.md shows another message"
    # In place, as an editable install builds, the sources' bytecode is compiled too: where Python writes none
    # (PYTHONDONTWRITEBYTECODE), no start compiles a module again.
    for module in ("gtp_like/cli.py", "gtp_like/engine.py", "adapters/vacu/adapter.py"):
        path = source / module
        assert list((path.parent / "__pycache__").glob(f"{path.stem}.*.pyc")), module


def test_installing_again_compiles_only_what_changed(tmp_path: Path) -> None:
    # A module compiled in the source tree since its sources changed is taken as it is (the compiler here always
    # fails, so a module compiled again says so); one whose source changed since is compiled again.
    source = copy_sources(tmp_path / "source")
    env = dict(os.environ, CC="false", LDSHARED="false")

    def build() -> str:
        done = subprocess.run(
            [sys.executable, "setup.py", "build_ext"], cwd=source, env=env, capture_output=True, text=True, timeout=600
        )
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stderr

    assert "gtp_like.search.draws did not compile" in build()
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    compiled = source / "gtp_like" / "search" / f"draws{suffix}"
    compiled.write_bytes(b"compiled before")
    said = build()
    assert "gtp_like.search.draws did not compile" not in said and "gtp_like.search.tree did not compile" in said
    (built,) = (source / "build").glob(f"lib*/gtp_like/search/draws{suffix}")
    assert built.read_bytes() == b"compiled before"
    time.sleep(0.01)
    (source / "gtp_like" / "search" / "draws.py").touch()
    assert "gtp_like.search.draws did not compile" in build()
