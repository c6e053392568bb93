"""The shape of the code: no import circles among gtp-like's modules.

Every import counts, those at the top of a module, under ``TYPE_CHECKING``
and inside functions alike: a module that needs another only for its
types still cannot be read, or moved, without it.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def project_modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (the games under ``gtp_like.games``, as installed)."""
    modules = {}
    for folder in ("gtp_like", "adapters"):
        for path in (ROOT / folder).rglob("*.py"):
            if "__pycache__" in path.parts:
                continue
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[0] == "adapters":
                parts = ["gtp_like", "games", *parts[1:]]
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def imports(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Each module's imports of the project's own modules."""

    def own(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str | None] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(own(alias.name) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
                for alias in node.names:
                    found.add(own(f"{base}.{alias.name}") if f"{base}.{alias.name}" in modules else own(base))
        graph[name] = {target for target in found if target is not None and target != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or through others (Tarjan's components)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for target in graph[module]:
            if target not in order:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], order[target])
        if low[module] == order[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return found


def test_the_finder_tells_a_circle_from_a_chain() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_modules_import_each_other() -> None:
    modules = project_modules()
    assert {"gtp_like.engine", "gtp_like.groups.moves", "gtp_like.games.vacu.rules"} <= modules.keys()
    assert circles(imports(modules)) == []
