"""Which core runs: the compiled modules, or the same modules interpreted.

A module of the package is compiled (by Cython, when the package was built
with a C compiler at hand) when a ``.pxd`` file giving its C types lies
beside its source; ``docs/compiled.md`` tells how. The compiled and the
interpreted module are one source, and play identically. Python imports a
compiled module in preference to its source; setting the environment
variable ``GTP_LIKE_CORE=interpreted`` before ``gtp_like`` is imported makes
it import the sources instead, which is how the two cores are compared.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec, PathFinder
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

#: The environment variable that chooses the core, and its value that forces the interpreted one.
CORE_VARIABLE = "GTP_LIKE_CORE"
INTERPRETED = "interpreted"

PACKAGE_ROOT = Path(__file__).resolve().parent


def compiled_module_names() -> list[str]:
    """The modules that have a compiled form: those with a ``.pxd`` beside their source, in name order."""
    folders = {PACKAGE_ROOT: "gtp_like", (PACKAGE_ROOT / "games").resolve(): "gtp_like.games"}
    names = set()
    for folder, package in folders.items():
        for pxd in folder.glob("**/*.pxd"):
            parts = pxd.relative_to(folder).with_suffix("").parts
            names.add(".".join((package, *parts)))
    return sorted(names)


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was loaded from a compiled extension."""
    return any(str(module.__file__).endswith(suffix) for suffix in EXTENSION_SUFFIXES)


def rules_module(state: object) -> ModuleType:
    """The rules module of a game's position: its game package's ``rules``, compiled where the core is (the state
    class's own module joins the rules to the policy, and is never compiled)."""
    return importlib.import_module(type(state).__module__.rpartition(".")[0] + ".rules")


def core_report() -> str:
    """Which core runs, in a few words: ``compiled``, ``interpreted``, or which modules run interpreted and why."""
    names = compiled_module_names()
    interpreted = [name for name in names if not is_compiled(importlib.import_module(name))]
    if not interpreted:
        return "compiled"
    if os.environ.get(CORE_VARIABLE) == INTERPRETED:
        return f"interpreted ({CORE_VARIABLE}={INTERPRETED})"
    if len(interpreted) == len(names):
        return "interpreted (no compiled modules installed)"
    return f"partly compiled (interpreted: {', '.join(interpreted)})"


class InterpretedFinder(MetaPathFinder):
    """Finds the source of every module that also has a compiled form, so that the interpreted core runs."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith("gtp_like."):
            return None
        spec = PathFinder.find_spec(fullname, path)
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader) or spec.origin is None:
            return None
        source = Path(spec.origin).parent / (fullname.rpartition(".")[2] + ".py")
        if not source.exists():
            return None
        return spec_from_file_location(fullname, source)


def use_interpreted_core() -> None:
    """Import every module from its source from now on (modules imported already stay as they are)."""
    if not any(isinstance(finder, InterpretedFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, InterpretedFinder())
