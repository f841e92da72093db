"""walks.json: read the hand-written settings (count, seed, free), write a generated file the way it always reads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..dataset import layout

DEFAULT_COUNT = 80
DEFAULT_SEED = 0
UI_COUNT_CAP = 6  # UI walks: each plays in a browser, about as long as two or three journeys
STEPS_PER_WALK = 20


def default_ui_count(journey_steps: int) -> int:
    """A new ui_walks.json's size: a walk per 20 steps of the journeys (2 to 6). A walk of 4 to 8 moves plays about
    as long as 10 journey steps, and walks (API walks included) then add under 30 % to a gold verify; where they
    measure more, the file's count is lowered (`--count`)."""
    return min(UI_COUNT_CAP, max(2, (journey_steps + STEPS_PER_WALK // 2) // STEPS_PER_WALK))


def walks_path(env_dir: Path) -> Path:
    return env_dir / layout.WALKS


def read_walks(env_dir: Path) -> dict[str, Any] | None:
    path = walks_path(env_dir)
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def settings(current: dict[str, Any] | None, count: int | None, seed: int | None) -> tuple[int, int, list[dict[str, Any]]]:
    """The draw's size and seed (the command line, else the file, else the defaults) and the file's free list."""
    current = current or {}
    return (
        count if count is not None else int(current.get("count", DEFAULT_COUNT)),
        seed if seed is not None else int(current.get("seed", DEFAULT_SEED)),
        list(current.get("free", [])),
    )


def render(env: str, count: int, seed: int, free: list[dict[str, Any]], walks: list[dict[str, Any]]) -> str:
    document = {
        "$schema": "../../schemas/walks.schema.json",
        "environment": env,
        "generated_by": f"fgb walks generate {env}",
        "count": count,
        "seed": seed,
        "free": free,
        "walks": walks,
    }
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def ui_walks_path(env_dir: Path) -> Path:
    return env_dir / layout.UI_WALKS


def read_ui_walks(env_dir: Path) -> dict[str, Any] | None:
    path = ui_walks_path(env_dir)
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def render_ui(env: str, count: int, seed: int, walks: list[dict[str, Any]]) -> str:
    document = {
        "$schema": "../../schemas/ui_walks.schema.json",
        "environment": env,
        "generated_by": f"fgb walks generate {env} --ui",
        "count": count,
        "seed": seed,
        "walks": walks,
    }
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"
