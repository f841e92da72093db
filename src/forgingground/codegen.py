"""Generate Pydantic models from schemas/, and check that generated/ has not drifted.

One argv builder serves both the generator and the drift check, so they can never disagree.
"""

from __future__ import annotations

import difflib
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from . import paths

REGENERATE_COMMAND = "nox -s codegen"
HEADER = f"# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: {REGENERATE_COMMAND}"


def module_name(schema_file: Path) -> str:
    """contract.schema.json -> contract."""
    return schema_file.name.removesuffix(".schema.json").replace("-", "_")


def codegen_argv(schema_file: Path, output: Path) -> list[str]:
    """The exact datamodel-codegen command for one schema."""
    return [
        sys.executable,
        "-m",
        "datamodel_code_generator",
        "--input",
        str(schema_file),
        "--input-file-type",
        "jsonschema",
        "--output-model-type",
        "pydantic_v2.BaseModel",
        # Output differs between target Pythons (union syntax, StrEnum): pin it.
        "--target-python-version",
        "3.11",
        # A timestamp in the header would make every run a diff.
        "--disable-timestamp",
        # The builtin formatter needs no black/isort versions, which also change output.
        "--formatters",
        "builtin",
        "--field-constraints",
        "--use-annotated",
        # $defs that are plain strings stay plain strings instead of RootModel wrappers.
        "--collapse-root-models",
        # The schemas are the source of truth offline: never fetch a $ref from the network.
        "--no-allow-remote-refs",
        "--custom-file-header",
        HEADER,
        "--output",
        str(output),
    ]


def _init_text(modules: list[str]) -> str:
    lines = [HEADER, '"""Pydantic models generated from the JSON Schemas in schemas/."""', ""]
    lines += [f"from . import {name}" for name in modules]
    lines += ["", f"__all__ = {modules!r}", ""]
    return "\n".join(lines)


def generate(root: Path, out_dir: Path) -> list[Path]:
    """Write one module per schema plus __init__.py into out_dir; return the files written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    schema_files = sorted(paths.schemas_dir(root).glob("*.schema.json"))
    targets = [out_dir / f"{module_name(f)}.py" for f in schema_files]
    # One process per schema, run side by side: each is independent and mostly start-up time.
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(
            pool.map(
                lambda ft: subprocess.run(codegen_argv(*ft), capture_output=True, text=True),
                zip(schema_files, targets, strict=True),
            )
        )
    for schema_file, result in zip(schema_files, results, strict=True):
        if result.returncode != 0:
            raise RuntimeError(f"datamodel-codegen failed on {schema_file}:\n{result.stderr}")
    written = list(targets)
    init = out_dir / "__init__.py"
    init.write_text(_init_text([module_name(f) for f in schema_files]))
    written.append(init)
    return written


@dataclass
class Drift:
    """The difference between what is committed and what the schemas generate."""

    diff: str

    @property
    def clean(self) -> bool:
        return not self.diff


def check(root: Path) -> Drift:
    """Generate into a temporary folder and diff it against generated/."""
    committed = paths.generated_dir(root)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "generated"
        generate(root, fresh)
        names = sorted({p.name for p in fresh.glob("*.py")} | {p.name for p in committed.glob("*.py")})
        chunks: list[str] = []
        for name in names:
            old = (committed / name).read_text().splitlines(keepends=True) if (committed / name).exists() else []
            new = (fresh / name).read_text().splitlines(keepends=True) if (fresh / name).exists() else []
            chunks += difflib.unified_diff(old, new, f"generated/{name} (committed)", f"generated/{name} (from schemas)")
    return Drift("".join(chunks))


def regenerate(root: Path) -> list[Path]:
    """Replace generated/ with a fresh generation, removing modules whose schema is gone."""
    target = paths.generated_dir(root)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "generated"
        files = generate(root, fresh)
        for stale in target.glob("*.py"):
            stale.unlink()
        target.mkdir(exist_ok=True)
        for f in files:
            shutil.copy2(f, target / f.name)
    return [target / f.name for f in files]
