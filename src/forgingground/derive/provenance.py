"""Where a description file came from: registry package, version, path inside it, sha256."""

from __future__ import annotations

import hashlib
import json
from importlib import metadata
from pathlib import Path
from typing import Any

DISCOVERY_PACKAGE = "google-api-python-client"


def find_discovery(name_or_path: str) -> Path:
    """A file path, or a document name such as gmail.v1 looked up in the installed google-api-python-client."""
    candidate = Path(name_or_path)
    if candidate.is_file():
        return candidate
    try:
        import googleapiclient
    except ImportError as exc:
        raise FileNotFoundError(
            f"{name_or_path!r} is not a file and {DISCOVERY_PACKAGE} is not installed (pip install {DISCOVERY_PACKAGE})"
        ) from exc
    documents = Path(googleapiclient.__file__).parent / "discovery_cache" / "documents"
    found = documents / f"{name_or_path}.json"
    if not found.is_file():
        raise FileNotFoundError(f"no discovery document {name_or_path!r} in {documents}")
    return found


def provenance(file: Path, revision: str | None = None) -> dict[str, Any]:
    """Package, version and in-package path when the file shipped in an installed distribution."""
    info: dict[str, Any] = {"sha256": hashlib.sha256(file.read_bytes()).hexdigest()}
    resolved = file.resolve()
    for dist_name in (DISCOVERY_PACKAGE,):
        try:
            dist = metadata.distribution(dist_name)
        except metadata.PackageNotFoundError:
            continue
        root = Path(str(dist.locate_file(""))).resolve()
        if resolved.is_relative_to(root):
            info.update(package=dist_name, version=dist.version, path=str(resolved.relative_to(root)))
    if "package" not in info:
        for parent in resolved.parents:
            manifest = parent / "package.json"
            if manifest.is_file() and parent.parent.name == "node_modules":
                data = json.loads(manifest.read_text())
                info.update(
                    package=data.get("name", parent.name),
                    version=data.get("version", "?"),
                    path=str(resolved.relative_to(parent)),
                )
                break
    if revision:
        info["revision"] = revision
    return info
