"""One UI mutant's run: the declared browser layer alone must fail while the API it serves stays the gold's."""

from __future__ import annotations

from pathlib import Path

from _per_environment import REPO, mutant_app, page_only

from forgingground.engine.app_process import AppProcess
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment


def assert_caught_by_its_layer(name: str, mutant: str, layer: str, outside: bool, tmp_path: Path) -> None:
    """Run only the layer the mutant declares (plus leaf and mid when its patch may reach the API)."""
    env = load_environment(REPO / "environments" / name)
    command, extra = mutant_app(name, mutant, outside)
    # An outside mutant that only rewrites pages leaves the API byte for byte the gold's: leaf and mid need no re-run.
    api_untouched = outside and page_only(name, mutant)
    layers = (layer,) if api_untouched else ("leaf", "mid", layer)
    with AppProcess(command, tmp_path / "app.log", env=extra, cwd=REPO) as app:
        report = verify(env, app.url, RunOptions(layers=layers))
    scores = report["scores"]
    if not api_untouched:
        assert scores["leaf_pass"]["value"] == 1.0 and scores["mid_pass"]["value"] == 1.0
    assert scores["root_pass" if layer == "root" else "visual"]["value"] < 1.0, f"{mutant} survived"
