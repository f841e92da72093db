"""`fgb seed` runs environment code (seed/generate.py) only when told the checkout is trusted."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.cli import main

GENERATOR = "from pathlib import Path\nPath(__file__).with_name('RAN').write_text('x')\n"


@pytest.fixture
def with_generator(env_root: Path) -> Path:
    generator = env_root / "environments" / "notes" / "seed" / "generate.py"
    generator.write_text(GENERATOR)
    return generator.with_name("RAN")


def test_seed_refuses_without_trust_and_runs_nothing(env_root: Path, with_generator: Path, capsys) -> None:
    assert main(["--root", str(env_root), "seed"]) == 2
    assert not with_generator.exists()
    assert "--trust-env-code" in capsys.readouterr().err


def test_seed_runs_the_generator_when_trusted(env_root: Path, with_generator: Path) -> None:
    assert main(["--root", str(env_root), "seed", "notes", "--trust-env-code"]) == 0
    assert with_generator.exists()


def test_a_symlinked_generator_is_never_run(env_root: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text(GENERATOR)
    (env_root / "environments" / "notes" / "seed" / "generate.py").symlink_to(outside)
    assert main(["--root", str(env_root), "seed", "--trust-env-code"]) == 0
    assert not (tmp_path / "RAN").exists()
