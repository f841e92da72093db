"""The headline reward: the mean of the layers the environment scores; numbers only; 0 when there is no result."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.engine.scoring import overall
from forgingground.harbor.reward import REWARD_DEFINITION, reward_record, write_reward

REPO = Path(__file__).resolve().parents[2]


def test_headline_is_the_mean_of_the_scored_pass_layers() -> None:
    scores = {"leaf_pass": 1.0, "mid_pass": 0.5, "root_pass": 0.0, "visual": 0.5, "integration_gap": 0.9}
    assert overall(scores) == 0.5 == reward_record({"scores": scores})["reward"]  # the integration gap is reported, not folded in


def test_a_layer_not_run_is_left_out_of_the_reward_and_the_file() -> None:
    scores = {"leaf_pass": 1.0, "mid_pass": 0.5, "root_pass": None, "visual": None, "integration_gap": None}
    record = reward_record({"scores": scores})
    assert record == {"leaf_pass": 1.0, "mid_pass": 0.5, "reward": 0.75}


def test_engine_style_scores_are_read_too() -> None:
    scores = {"leaf_pass": {"status": "scored", "value": 0.25}, "mid_pass": {"status": "not_run", "value": None}}
    assert reward_record({"scores": scores})["reward"] == 0.25


def test_no_result_is_reward_zero(tmp_path: Path) -> None:
    out = tmp_path / "verifier" / "reward.json"
    record, problem = write_reward(tmp_path / "missing.json", out, REPO)
    assert problem and "missing.json" in problem
    assert record["reward"] == 0.0 and json.loads(out.read_text()) == record
    assert all(isinstance(v, float) for v in record.values())


def test_the_definition_names_every_layer_it_averages() -> None:
    assert all(k in REWARD_DEFINITION for k in ("leaf_pass", "mid_pass", "root_pass", "visual", "integration_gap"))
