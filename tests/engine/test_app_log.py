"""app.log keeps the head and the tail of what the app wrote, with a marker saying how much was cut."""

from __future__ import annotations

import io
from pathlib import Path

from forgingground.engine.app_log import CappedLog


def test_short_output_is_kept_whole(tmp_path: Path) -> None:
    log = CappedLog(tmp_path / "app.log", head_bytes=10, tail_bytes=10)
    log.follow(io.BufferedReader(io.BytesIO(b"0123456789abcde")))  # type: ignore[arg-type]
    log.close()
    assert (tmp_path / "app.log").read_bytes() == b"0123456789abcde"


def test_long_output_keeps_head_and_tail_with_a_marker(tmp_path: Path) -> None:
    log = CappedLog(tmp_path / "app.log", head_bytes=4, tail_bytes=4)
    log.follow(io.BufferedReader(io.BytesIO(b"HEAD" + b"x" * 1000 + b"TAIL")))  # type: ignore[arg-type]
    log.close()
    text = (tmp_path / "app.log").read_bytes()
    assert text.startswith(b"HEAD\n[fgb: 1000 bytes of output cut here") and text.endswith(b"]\nTAIL")
    assert log.recent() == b"TAIL"
