"""meta.json's sha256 is compared with the file it names: installed when at hand, else as `fgb derive` recorded it."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.environment.problems import Collector
from forgingground.environment.provenance import check_sources

REPO = Path(__file__).resolve().parents[2]


def _meta(env: str, sha256: str | None = None) -> dict:
    meta = json.loads((REPO / "environments" / env / "meta.json").read_text())
    if sha256:
        meta["sources"]["api"]["sha256"] = sha256
    return meta


def _errors(meta: dict) -> list[tuple[str, str]]:
    out = Collector()
    check_sources(REPO, meta, "meta.json", out)
    return [(p.pointer, p.message) for p in out.problems if p.severity == "error"]


def test_committed_sha256_values_match() -> None:
    assert _errors(_meta("gmail")) == [] and _errors(_meta("github")) == []


def test_wrong_sha256_of_an_installed_source_is_reported() -> None:
    [(pointer, message)] = _errors(_meta("gmail", "1" * 64))
    assert (
        pointer == "/sources/api/sha256" and "in the installed google-api-python-client 2.202.0 hashes to bfe9c4bf485e" in message
    )


def test_wrong_sha256_of_a_source_not_installed_is_compared_with_the_derive_record() -> None:
    [(pointer, message)] = _errors(_meta("github", "2" * 64))
    assert pointer == "/sources/api/sha256" and "contracts/derived/github.com.meta.json records 7cbf40637b3d" in message
