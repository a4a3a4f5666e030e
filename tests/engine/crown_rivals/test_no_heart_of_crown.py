"""Crown Rivals stands on the core alone: no module of its ruleset or its AI imports Heart of Crown
code (the HoC engine, its cards, its AI levels); its kit stands on the game-neutral GameKit. (The
package file `hoc_desktop/engine/__init__.py` is Heart of Crown's front door and still loads it.)"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGES = (ROOT / "hoc_desktop" / "engine" / "crown_rivals", ROOT / "hoc_desktop" / "ai" / "crown_rivals")
ALLOWED = ("hoc_desktop.engine.core", "hoc_desktop.engine.crown_rivals", "hoc_desktop.ai.crown_rivals",
           "hoc_desktop.ai.wilson", "hoc_desktop.ai.random_answer", "hoc_desktop.game_kit", "hoc_desktop.ai.match",
           "hoc_desktop.ai.appraisal", "hoc_desktop.ai.reason", "hoc_desktop.ai.policy",
           "hoc_desktop.errors", "hoc_desktop.safe_io", "hoc_desktop.safe_text", "hoc_desktop.validate",
           "hoc_desktop.paths", "hoc_desktop.build_info", "hoc_desktop.i18n")


def test_every_import_is_of_the_core_or_crown_rivals_or_a_generic_helper() -> None:
    for package in PACKAGES:
        for path in package.glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
                for name in names:
                    if name.startswith("hoc_desktop"):
                        assert name.startswith(ALLOWED), f"{path.name} imports {name}"

