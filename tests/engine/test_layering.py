"""The engine's modules import each other in one direction only, data at the bottom."""

from __future__ import annotations

import ast
from pathlib import Path

import pinochle

ENGINE = Path(pinochle.__file__).parent


def imports_of(path: Path) -> set[str]:
    """The engine modules ``path`` imports, wherever the import stands (TYPE_CHECKING too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("pinochle"):
            # ``from pinochle.practice import bidding`` imports the submodule, not the package.
            folder = ENGINE.parent.joinpath(*node.module.split("."))
            submodules = {a.name for a in node.names if (folder / f"{a.name}.py").exists()}
            found |= {f"{node.module}.{name}" for name in submodules}
            if len(submodules) < len(node.names):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.startswith("pinochle")}
    return found


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


GRAPH = {module_name(path): imports_of(path) for path in ENGINE.rglob("*.py")}


def test_no_module_imports_for_type_checking_only() -> None:
    for path in ENGINE.rglob("*.py"):
        assert "TYPE_CHECKING" not in path.read_text(encoding="utf-8"), path


def test_the_engine_has_no_import_cycle() -> None:
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " → ".join((*path, module))
        if module in done:
            return
        for imported in GRAPH.get(module, set()):
            if imported != "pinochle":
                visit(imported, (*path, module))
        done.add(module)

    for module in GRAPH:
        visit(module, ())


def test_the_meld_tables_and_the_seats_are_leaves() -> None:
    assert GRAPH["pinochle.meldtables"] == {"pinochle.cards"}
    assert GRAPH["pinochle.seats"] == set()
