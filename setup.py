"""Compiles gtp-like's hot modules with Cython where it can; see docs/compiled.md.

A module is compiled when a ``.pxd`` file (its C types) lies beside it. The
same ``.py`` files run interpreted where compiling fails or is switched off
(``GTP_LIKE_COMPILE=0``): the package installs either way, and
``gtp-like --version`` tells which core runs.
"""

from __future__ import annotations

import compileall
import os
import re
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).parent
#: Checks that cost time in every array access and that the code never needs: it indexes only within its arrays.
DIRECTIVES = {
    "language_level": 3,
    "boundscheck": False,
    "wraparound": False,
    "initializedcheck": False,
    "cdivision": True,
    "cpow": True,
    "infer_types": True,
    "annotation_typing": False,
}


def compiled_modules() -> list[tuple[str, str]]:
    """``(module name, source path)`` of every module with a ``.pxd``, found through the ``gtp_like`` package."""
    found = []
    # The games' folder is a link (gtp_like/games -> adapters), which ** does not follow.
    pxds = [*(ROOT / "gtp_like").glob("**/*.pxd"), *(ROOT / "gtp_like" / "games").glob("**/*.pxd")]
    for pxd in sorted(set(pxds)):
        source = pxd.with_suffix(".py").relative_to(ROOT)
        found.append((".".join(source.with_suffix("").parts), str(source)))
    return found


class OptionalBuildExt(build_ext):
    """build_ext that compiles on every core, and leaves a module interpreted, with a warning, when it cannot be compiled."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no compiler at all, say
            self.warn_interpreted(f"compiling failed ({error})")
        if self.inplace:
            # An editable install runs the sources where they are, and pip compiles no bytecode for them: where
            # Python writes none either (PYTHONDONTWRITEBYTECODE, common in containers), every start would compile
            # every module again, a third of a start. A wheel's bytecode is pip's to compile when it installs.
            for folder in ("gtp_like", "adapters"):
                compileall.compile_dir(str(ROOT / folder), quiet=1)

    def build_extension(self, ext) -> None:  # type: ignore[no-untyped-def]
        # An editable install builds in a fresh folder each time: a module compiled in the source tree since its
        # sources last changed is taken as it is, so that installing again does not compile everything again.
        in_tree = ROOT / self.get_ext_filename(ext.name)
        sources = [ROOT / source for source in [*ext.sources, *ext.depends]]
        if in_tree.is_file() and all(in_tree.stat().st_mtime > source.stat().st_mtime for source in sources):
            target = Path(self.get_ext_fullpath(ext.name))
            if target.resolve() != in_tree.resolve():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(in_tree, target)
            return
        if self.compiler.compiler_type == "unix":
            # Python's own flags ask for debug information, which made the wheel five times larger.
            ext.extra_compile_args = [*ext.extra_compile_args, "-g0"]
        try:
            super().build_extension(ext)
        except Exception as error:
            self.warn_interpreted(f"{ext.name} did not compile ({compiler_failure(error)})")

    @staticmethod
    def warn_interpreted(reason: str) -> None:
        # One write: the modules compile on parallel threads, whose lines must not run into each other.
        sys.stderr.write(f"gtp-like: {reason}; that part runs interpreted\n")


def compiler_failure(error: Exception) -> str:
    """The error in one form whatever setuptools said: newer releases give the whole command line of a compiler
    that failed (``Command '['gcc', ...]' returned non-zero exit status 1.``), older ones its name."""
    command = re.match(r"Command '\['([^']+)'.*' returned non-zero exit status (\d+)", str(error), re.S)
    return f"command '{command[1]}' failed with exit code {command[2]}" if command else str(error)


def extensions() -> list:  # type: ignore[type-arg]
    if os.environ.get("GTP_LIKE_COMPILE", "1") == "0":
        return []
    try:
        from Cython.Build import cythonize
        from setuptools import Extension
    except ImportError:
        OptionalBuildExt.warn_interpreted("Cython is missing")
        return []
    modules = [Extension(name, [source]) for name, source in compiled_modules()]
    extensions = cythonize(modules, compiler_directives=DIRECTIVES, include_path=[str(ROOT)], quiet=True)
    for extension in extensions:
        # A module that did not compile is not copied into the source tree: it runs interpreted. (Set here:
        # cythonize's extensions do not keep the flag.)
        extension.optional = True
    return extensions


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
