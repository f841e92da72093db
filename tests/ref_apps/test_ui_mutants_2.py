"""A broken UI over a correct API fails the layer it declares (part 2 of 4 of the UI mutants: one file per worker)."""

from __future__ import annotations

from pathlib import Path

import pytest
from _per_environment import share, ui_mutants
from _ui_mutant import assert_caught_by_its_layer


@pytest.mark.parametrize(("name", "mutant", "layer", "outside"), share(ui_mutants(), 1, 4))
def test_a_gold_ui_mutant_is_caught_by_its_browser_layer_alone(
    name: str, mutant: str, layer: str, outside: bool, tmp_path: Path
) -> None:
    assert_caught_by_its_layer(name, mutant, layer, outside, tmp_path)
