"""The benchmark's version and how to cite it (from CITATION.cff), as a snippet the home page includes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import __version__


def citation(root: Path) -> dict[str, Any]:
    """CITATION.cff as data (PyYAML comes with mkdocs, which every docs build has)."""
    import yaml

    return yaml.safe_load((root / "CITATION.cff").read_text())


def bibtex(cff: dict[str, Any]) -> str:
    authors = " and ".join(
        f"{a['family-names']}, {a['given-names']}" if "family-names" in a else "{" + a["name"] + "}" for a in cff["authors"]
    )
    return "\n".join(
        [
            "@software{forgingground_bench,",
            f"  title   = {{{{{cff['title']}}}}},",
            f"  author  = {{{authors}}},",
            f"  version = {{{cff['version']}}},",
            f"  year    = {{{str(cff['date-released'])[:4]}}},",
            f"  url     = {{{cff['repository-code']}}},",
            f"  license = {{{cff['license']}}},",
            "}",
        ]
    )


def snippet(root: Path) -> str:
    """Markdown the home page includes: the version, the changelog's place and the BibTeX entry."""
    cff = citation(root)
    if str(cff.get("version")) != __version__:
        raise ValueError(f"CITATION.cff: version is {cff.get('version')!r} but the benchmark is {__version__}: update /version")
    return "\n".join(
        [
            f"**Benchmark version {__version__}** (released {cff['date-released']}); what changed is in "
            f"[CHANGELOG.md]({cff['repository-code']}/blob/main/CHANGELOG.md). Each environment has its own version, shown "
            "on its page.",
            "",
            "Cite it as (CITATION.cff in the repository has the same):",
            "",
            "```bibtex",
            bibtex(cff),
            "```",
            "",
        ]
    )
