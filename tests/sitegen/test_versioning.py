"""One benchmark version, shown on the site and equal in CITATION.cff and the changelog; environment versions shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

from forgingground import __version__
from forgingground.sitegen import cite
from forgingground.sitegen.envpage import environment_page
from forgingground.sitegen.generate import environments_index

REPO = Path(__file__).resolve().parents[2]


def _mkdocs() -> dict:
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!relative", lambda loader, node: loader.construct_scalar(node))
    return yaml.load((REPO / "site" / "mkdocs.yml").read_text(), Loader=Loader)  # noqa: S506 - a SafeLoader subclass


def test_citation_cff_is_valid_cff_1_2_and_carries_the_benchmark_version() -> None:
    cff = cite.citation(REPO)
    assert cff["cff-version"] == "1.2.0"
    for key in ("message", "title", "authors", "version", "date-released", "repository-code"):
        assert cff.get(key), key
    assert str(cff["version"]) == __version__
    assert "version" not in json.dumps(_pyproject_project()), "pyproject reads the version from forgingground.__version__"


def _pyproject_project() -> dict:
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert project["dynamic"] == ["version"]
    return {k: v for k, v in project.items() if k != "dynamic"}


def test_changelog_has_unreleased_and_the_current_version() -> None:
    text = (REPO / "CHANGELOG.md").read_text()
    assert "## [Unreleased]" in text and re.search(rf"^## \[{re.escape(__version__)}\] - \d{{4}}-\d{{2}}-\d{{2}}$", text, re.M)
    assert "### Issue 14" in text


def test_the_home_page_snippet_has_the_version_and_a_bibtex_entry() -> None:
    text = cite.snippet(REPO)
    assert f"Benchmark version {__version__}" in text
    assert "```bibtex\n@software{forgingground_bench," in text and f"version = {{{__version__}}}" in text
    assert '--8<-- "citation.md"' in (REPO / "site" / "docs" / "index.md").read_text()


def test_a_citation_out_of_step_with_the_benchmark_is_refused(tmp_path: Path) -> None:
    (tmp_path / "CITATION.cff").write_text(
        (REPO / "CITATION.cff").read_text().replace(f'version: "{__version__}"', 'version: "9.9.9"')
    )
    try:
        cite.snippet(tmp_path)
    except ValueError as exc:
        assert "CITATION.cff" in str(exc) and __version__ in str(exc)
    else:
        raise AssertionError("a stale CITATION.cff was accepted")


def test_mkdocs_links_the_same_repository_and_lists_every_environment() -> None:
    config = _mkdocs()
    assert config["repo_url"] == cite.citation(REPO)["repository-code"]
    envs = sorted(p.name for p in (REPO / "environments").iterdir() if (p / "meta.json").exists())
    nav = next(item["Environments"] for item in config["nav"] if "Environments" in item)
    assert nav == ["environments/index.md", *[f"environments/{e}.md" for e in envs]]
    features = config["theme"]["features"]
    assert {"content.code.copy", "content.action.edit"} <= set(features) and len(config["theme"]["palette"]) == 2
    assert config["theme"]["font"] is False


def test_environment_versions_are_on_each_page_and_in_the_index(tmp_path: Path) -> None:
    meta = json.loads((REPO / "environments" / "airbnb" / "meta.json").read_text())
    page = environment_page(REPO, "airbnb", tmp_path, "<!-- note -->\n")
    assert f"**Environment version {meta['version']}**" in page
    assert "| app | db | integration gap | leaf |" in page
    for entry in meta["changelog"]:
        assert f"| {entry['version']} | {entry['date']} |" in page
    index = environments_index(REPO, ["airbnb"])
    assert f"| {meta['version']} |" in index and "| environment | version |" in index
