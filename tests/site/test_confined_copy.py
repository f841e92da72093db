"""The site never publishes a file from outside an environment: a reference that escapes is not copied."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.sitegen.envpage import environment_page


def _reference(env_root: Path, value: str) -> None:
    file = env_root / "environments" / "notes" / "contract.json"
    contract = json.loads(file.read_text())
    contract["screens"][0]["reference"] = value
    file.write_text(json.dumps(contract))


def test_reference_with_dotdot_is_not_copied(env_root: Path) -> None:
    (env_root / "secret.png").write_bytes(b"outside the environment")
    _reference(env_root, "../../secret.png")
    docs = env_root / "site" / "docs"
    page = environment_page(env_root, "notes", docs, "")
    assert not (docs / "environments" / "notes" / "secret.png").exists()
    assert "secret.png" not in page


def test_symlinked_reference_is_not_copied(env_root: Path) -> None:
    (env_root / "secret.png").write_bytes(b"outside the environment")
    refs = env_root / "environments" / "notes" / "references"
    refs.mkdir(exist_ok=True)
    (refs / "shot.png").symlink_to(env_root / "secret.png")
    _reference(env_root, "references/shot.png")
    docs = env_root / "site" / "docs"
    environment_page(env_root, "notes", docs, "")
    assert not (docs / "environments" / "notes" / "shot.png").exists()


def test_reference_inside_is_copied(env_root: Path) -> None:
    refs = env_root / "environments" / "notes" / "references"
    refs.mkdir(exist_ok=True)
    (refs / "shot.png").write_bytes(b"png")
    _reference(env_root, "references/shot.png")
    docs = env_root / "site" / "docs"
    environment_page(env_root, "notes", docs, "")
    assert (docs / "environments" / "notes" / "shot.png").read_bytes() == b"png"
