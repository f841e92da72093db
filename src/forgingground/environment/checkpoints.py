"""Journeys' checkpoints (screens after actions) as the validator sees them: where each is, and unique ids."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .problems import Collector, pointer


def checkpoint_entries(contract: dict[str, Any]) -> Iterator[tuple[tuple[object, ...], dict[str, Any]]]:
    """(JSON pointer parts of the checkpoint object, the checkpoint) for every checkpoint step of every ui_flow."""
    for i, flow in enumerate(contract.get("ui_flows") or []):
        for j, step in enumerate(flow.get("steps") or []):
            if isinstance(step.get("checkpoint"), dict):
                yield ("ui_flows", i, "steps", j, "checkpoint"), step["checkpoint"]


def check_checkpoint_ids(contract: dict[str, Any], file: str, out: Collector) -> None:
    """A checkpoint's id names its reference, its report entry and its images: it must be unique among screens too."""
    screens = {s["id"] for s in contract.get("screens") or []}
    seen: dict[str, str] = {}
    for where, checkpoint in checkpoint_entries(contract):
        ident, at = checkpoint["id"], pointer(*where, "id")
        if ident in screens:
            out.error(file, at, f"checkpoint id {ident!r} is also a screen's id: the report and its images would mix them up")
        elif ident in seen:
            out.error(file, at, f"duplicate checkpoint id {ident!r} (first at {seen[ident]})")
        else:
            seen[ident] = at
