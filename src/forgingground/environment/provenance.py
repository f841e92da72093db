"""meta.json tells the truth: sha256 of the source file (installed, or as derive recorded it), tiers and notes as the folder is."""

from __future__ import annotations

import hashlib
import json
import re
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any

from .. import paths
from ..dataset import layout
from ..dataset.confined import lexical_escape
from .problems import Collector, pointer

DERIVED = Path("contracts") / "derived"

# Words by which calibration notes name a layer.
LAYER_WORDS = {
    "leaf": re.compile(r"\bleaf\b"),
    "mid": re.compile(r"\bmid\b"),
    "root": re.compile(r"\broot\b|\bjourneys?\b"),
    "visual": re.compile(r"\bvisual\b"),
}
ALL_LAYERS_WORDS = ("every layer", "all layers", "all four layers")


@lru_cache(maxsize=8)
def _derived_sources(folder: str, mtime_ns: int) -> dict[tuple[str, str], tuple[str, str]]:
    """(package, path) -> (meta file name, sha256) of every contracts/derived/*.meta.json, read once per folder version."""
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for file in sorted(Path(folder).glob("*.meta.json")):
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
            found[(str(data.get("package")), str(data.get("path")))] = (file.name, str(data.get("sha256")))
        except (OSError, ValueError, AttributeError):
            continue  # a broken derived manifest is the derive step's problem, not this environment's
    return found


@lru_cache(maxsize=64)
def _installed_sha256(package: str, version: str, path: str) -> str | None:
    """sha256 of `path` inside the installed `package` at exactly `version`; None when that file is not at hand."""
    try:
        dist = metadata.distribution(package)
    except metadata.PackageNotFoundError:
        return None
    if dist.version != version:
        return None
    file = Path(str(dist.locate_file(path)))
    return hashlib.sha256(file.read_bytes()).hexdigest() if file.is_file() else None


def check_sources(root: Path, meta: dict[str, Any], shown: str, out: Collector) -> None:
    """Provenance paths stay inside their package; a sha256 equals the installed file's, else the one derive recorded."""
    folder = root / DERIVED
    known = _derived_sources(str(folder), folder.stat().st_mtime_ns) if folder.is_dir() else {}
    for part, source in meta["sources"].items():
        if source["kind"] == "todo":
            out.warning(shown, pointer("sources", part), f"the source of {part} is still TODO")
        if source["kind"] in ("discovery", "openapi") and not source.get("sha256"):
            out.error(
                shown, pointer("sources", part, "sha256"), f"a {source['kind']} source needs the sha256 of the file it came from"
            )
        if "path" in source:
            problem = lexical_escape(source["path"], f"the {source.get('package', 'source')} package")
            if problem is not None:
                out.error(shown, pointer("sources", part, "path"), problem)
                continue
        if not source.get("sha256") or "path" not in source:
            continue
        actual = _installed_sha256(str(source.get("package")), str(source.get("version")), source["path"])
        if actual is not None and actual != source["sha256"]:
            out.error(
                shown,
                pointer("sources", part, "sha256"),
                f"is {source['sha256'][:12]}... but {source['path']} in the installed {source.get('package')} "
                f"{source.get('version')} hashes to {actual[:12]}...: copy the real sha256, or re-derive",
            )
            continue
        recorded = known.get((str(source.get("package")), source["path"]))
        if recorded is None:
            out.warning(
                shown,
                pointer("sources", part, "path"),
                f"no contracts/derived/*.meta.json records {source['path']} of {source.get('package')}: "
                "run `nox -s derive` so the sha256 can be checked",
            )
        elif recorded[1] != source["sha256"]:
            out.error(
                shown,
                pointer("sources", part, "sha256"),
                f"is {source['sha256'][:12]}... but contracts/derived/{recorded[0]} records {recorded[1][:12]}... for the same "
                f"file ({source['path']}): copy the sha256 from there, or re-derive if the source changed",
            )


def layers_present(contract: dict[str, Any]) -> dict[str, str]:
    """The layers this environment can score, each with what provides it."""
    present = {}
    if contract["probes"]:
        present["leaf"] = f"{len(contract['probes'])} probes"
    if contract["chains"]:
        present["mid"] = f"{len(contract['chains'])} chains"
    if contract["ui_flows"]:
        present["root"] = f"{len(contract['ui_flows'])} journeys"
    refs = [s for s in contract["screens"] if s.get("reference")]
    if refs:
        present["visual"] = f"{len(refs)} screens with reference screenshots"
    return present


def check_tiers(root: Path, name: str, meta: dict[str, Any], contract: dict[str, Any] | None, shown: str, out: Collector) -> None:
    """Tiers and calibration notes agree with what the folder actually has."""
    tiers = set(meta["tiers"])
    has_gold = paths.ref_app_dir(root, name).is_dir()
    if "reference_implementation" in tiers and not has_gold:
        out.error(shown, "/tiers", f"claims reference_implementation but ref_apps/{name.replace('-', '_')}/ does not exist")
    if has_gold and "reference_implementation" not in tiers:
        out.error(
            shown, "/tiers", f"lacks reference_implementation though ref_apps/{name.replace('-', '_')}/ holds a gold app: add it"
        )
    derived = meta["sources"]["api"]["kind"] in ("discovery", "openapi")
    if "derived_api" in tiers and not derived:
        out.error(shown, "/sources/api/kind", "tier derived_api needs an api source of kind discovery or openapi")
    if derived and "derived_api" not in tiers:
        out.error(shown, "/tiers", "lacks derived_api though sources.api is a derived description: add it")
    if "domain_template" in tiers and meta["calibration"]["status"] == "uncalibrated":
        out.warning(
            shown, "/calibration/status", "a domain_template environment needs expert calibration before its scores are trusted"
        )
    if contract is None:
        return
    present = layers_present(contract)
    if "reference_screenshots" in tiers and "visual" not in present:
        out.error(shown, "/tiers", "claims reference_screenshots but no screen in contract.json has a reference")
    if "visual" in present and "reference_screenshots" not in tiers:
        out.error(shown, "/tiers", f"lacks reference_screenshots though it has {present['visual']}: add it")
    _check_notes(meta["calibration"], present, shown, out)


def _check_notes(calibration: dict[str, Any], present: dict[str, str], shown: str, out: Collector) -> None:
    notes = calibration.get("notes", "").lower()
    if calibration["status"] == "uncalibrated" or not notes:
        return
    if any(w in notes for w in ALL_LAYERS_WORDS):
        return
    named = {layer for layer, words in LAYER_WORDS.items() if words.search(notes)}
    if not named:
        return  # notes about something else: nothing to compare
    missing = [f"{layer} ({present[layer]})" for layer in present if layer not in named]
    if missing:
        out.error(
            shown,
            "/calibration/notes",
            f"names only {', '.join(sorted(named))} though the environment also has {', '.join(missing)}: "
            "say how each layer is calibrated (after `nox -s gold`), or 'every layer'",
        )


def check_meta_file(
    root: Path, name: str, meta: dict[str, Any], contract: dict[str, Any] | None, shown_dir: str, out: Collector
) -> None:
    shown = f"{shown_dir}/{layout.META}"
    check_sources(root, meta, shown, out)
    check_tiers(root, name, meta, contract, shown, out)
