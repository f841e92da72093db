"""Calibration keeps the screenshots it scored, small enough to commit and publish."""

from __future__ import annotations

import io

from PIL import Image

from forgingground.references.calibrate import THUMBNAIL_WIDTH, shots_dir, thumbnail


def test_a_scored_screenshot_is_kept_as_a_small_palette_png(tmp_path) -> None:
    full = Image.new("RGB", (1280, 800), "white")
    for x in range(0, 1280, 7):
        full.paste((x % 255, 90, 200 - x % 200), (x, 0, x + 5, 800))
    raw = io.BytesIO()
    full.save(raw, format="PNG")
    small = thumbnail(raw.getvalue())
    image = Image.open(io.BytesIO(small))
    assert image.size == (THUMBNAIL_WIDTH, 200) and image.mode == "P"
    assert len(small) < 20_000
    assert shots_dir(tmp_path, "gmail") == tmp_path / "contracts" / "calibration" / "gmail"
