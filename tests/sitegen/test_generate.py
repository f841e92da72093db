"""Generated pages stay out of git: `fgb docs-gen` remakes them, the edit link opens their source."""

from __future__ import annotations

import subprocess
from pathlib import Path

from forgingground.sitegen.generate import GENERATED, note

REPO = Path(__file__).resolve().parents[2]


def test_every_generated_path_is_ignored_by_git() -> None:
    paths = [f"site/docs/{rel}" + ("/x.md" if "." not in rel else "") for rel in GENERATED]
    ignored = subprocess.run(["git", "check-ignore", *paths], cwd=REPO, capture_output=True, text=True).stdout.split()
    assert sorted(ignored) == sorted(paths)


def test_a_generated_page_names_its_source_and_title_in_front_matter() -> None:
    text = note("environments/gmail/contract.json", 'Gmail "web"')
    assert text.startswith('---\ntitle: "Gmail \\"web\\""\nedit_source: environments/gmail/contract.json\n---\n')
