"""The AI decides from machine-readable data only: prompts by their identity (kind, step, source,
mode keys), never their words; cards by the card data, never restated costs, coins or points.

Both are source scans of the AI modules (a syntax-tree walk, so comments and docstrings are free to
mention anything).
"""

from __future__ import annotations

import ast
from pathlib import Path

AI_DIR = Path(__file__).resolve().parents[2] / "hoc_desktop" / "ai"
# The modules whose decisions depend on card facts (card_values.py holds judgement, not facts).
POLICY_MODULES = ("hoc/easy.py", "hoc/money.py", "hoc/hard.py", "hoc/normal")
WORDS_FOR_PEOPLE = {"text", "labels"}
CARD_NUMBERS = {"coins", "cost", "points", "price"}


def _modules(names: tuple[str, ...] | None = None) -> list[Path]:
    if names is None:
        return sorted(AI_DIR.rglob("*.py"))
    out: list[Path] = []
    for name in names:
        path = AI_DIR / name
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return out


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(AI_DIR.parent.parent)}:{getattr(node, 'lineno', '?')}"


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return None


def _nonzero_int(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value != 0


def test_the_ai_modules_exist() -> None:
    assert any(p.parent.name == "normal" for p in _modules(POLICY_MODULES))
    assert len(_modules()) >= 10


def test_no_ai_module_reads_the_words_of_a_prompt() -> None:
    found = [f"{_where(path, node)}: .{node.attr}"
             for path in _modules()
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Attribute) and node.attr in WORDS_FOR_PEOPLE]
    assert not found, "the AI must use prompt.kind/step/source/mode_keys, not words:\n" + "\n".join(found)


def test_no_policy_compares_coins_costs_or_points_with_a_literal() -> None:
    """`coins >= 8` restates the Duke's cost: read it from the card data instead. Only 0 (none at
    all) may be written out."""
    found = []
    for path in _modules(POLICY_MODULES):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
            elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
                sides = [node.left, node.right]
            else:
                continue
            if any(_name(s) in CARD_NUMBERS for s in sides) and any(_nonzero_int(s) for s in sides):
                found.append(f"{_where(path, node)}: {ast.unparse(node)}")
    assert not found, "card numbers written out instead of read from the card data:\n" + "\n".join(found)
