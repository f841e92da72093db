"""The tolerance across browser builds: a few changed widget pixels are the same screen (score 1.0, references --check
passes); a moved block, changed text or a recoloured region is not."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from forgingground.references import capture
from forgingground.visual.score import fidelity
from forgingground.visual.tolerance import MAX_CHANGED_PIXELS, same_screen

ROOT = Path(__file__).parents[2]
REFS = ROOT / "environments" / "google-tasks" / "references"
PNG = (REFS / "tasks.png").read_bytes()
LAYOUT = json.loads((REFS / "tasks.layout.json").read_text())


def painted(png: bytes, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> bytes:
    img = Image.open(io.BytesIO(png)).convert("RGB")
    ImageDraw.Draw(img).rectangle(box, fill=colour)
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def widget_pixels(png: bytes) -> bytes:
    """A resize handle drawn differently: an 8x8 corner, as Debian's Chromium 150 and 156 disagree on."""
    return painted(png, (600, 400, 607, 407), (120, 120, 120))


def moved(layout: dict) -> dict:
    changed = copy.deepcopy(layout)
    changed["blocks"][0]["y"] += 40
    return changed


def reworded(layout: dict) -> dict:
    changed = copy.deepcopy(layout)
    changed["blocks"][0]["text"] += " (draft)"
    return changed


def test_a_few_changed_widget_pixels_are_the_same_screen_and_score_exactly_1() -> None:
    candidate = widget_pixels(PNG)
    assert candidate != PNG
    assert same_screen(LAYOUT, LAYOUT, PNG, candidate)[0]
    assert fidelity(LAYOUT, LAYOUT, PNG, candidate)["score"] == 1.0


def test_a_recoloured_region_is_a_real_change() -> None:
    candidate = painted(PNG, (0, 0, 199, 99), (200, 30, 30))  # 20,000 pixels, far beyond MAX_CHANGED_PIXELS
    same, what = same_screen(LAYOUT, LAYOUT, PNG, candidate)
    assert not same and "pixels changed" in what
    assert fidelity(LAYOUT, LAYOUT, PNG, candidate)["score"] < 1.0


@pytest.mark.parametrize("change,word", [(moved, "moved"), (reworded, "became")])
def test_a_moved_or_reworded_block_is_a_real_change(change, word) -> None:
    same, what = same_screen(LAYOUT, change(LAYOUT), PNG, PNG)
    assert not same and word in what


def fake_capture(png: bytes, layout: dict, chromium: str):
    def capture_all(root: Path, env_name: str):
        return {
            "tasks": (png, layout),
            "work": ((REFS / "work.png").read_bytes(), json.loads((REFS / "work.layout.json").read_text())),
        }, chromium

    return capture_all


def test_references_check_passes_with_a_few_widget_pixels_and_names_another_chromium(monkeypatch, capsys) -> None:
    monkeypatch.setattr(capture, "capture_all", fake_capture(widget_pixels(PNG), LAYOUT, "150.0.0.0"))
    assert capture.run(ROOT, "google-tasks", check=True) == []
    out = capsys.readouterr().out
    assert (
        "this is Chromium 150.0.0.0" in out and f"references made with Chromium {capture.recorded_chromium(REFS.parent)}" in out
    )
    assert "within tolerance" in out


@pytest.mark.parametrize("png,layout", [(painted(PNG, (0, 0, 199, 99), (200, 30, 30)), LAYOUT), (PNG, moved(LAYOUT))])
def test_references_check_fails_on_a_real_change(monkeypatch, png: bytes, layout: dict) -> None:
    monkeypatch.setattr(capture, "capture_all", fake_capture(png, layout, capture.recorded_chromium(REFS.parent) or ""))
    problems = capture.run(ROOT, "google-tasks", check=True)
    assert len(problems) == 1 and "tasks.png: differs from a fresh capture" in problems[0]


def test_the_tolerance_is_small() -> None:
    """Half a promille of a 1280x800 viewport: room for a widget, not for a button."""
    assert MAX_CHANGED_PIXELS <= 0.0005 * 1280 * 800 + 1
