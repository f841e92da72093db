"""`fgb brief ENV --out DIR`: write what an app-building agent may see of an environment, per the visibility policy.

Only files the policy's `shown` entries name are written; each is read from inside the environment folder
(or the shared file the policy names) and stamped with the canary of this environment and brief version.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from .. import paths
from ..dataset import load_environment
from ..generated.visibility import Shown, Transform, Visibility
from . import canary as stamp
from .document import agent_document
from .instruction import render_instruction
from .limits import BUILD_BUDGET_MIN, EVAL_BUDGET_S
from .openapi import openapi_document
from .policy import load_policy


class BriefError(Exception):
    """A source the policy names is missing or lies outside the environment folder."""


def brief_version(env_version: str, policy_version: int) -> str:
    """The environment's version with the brief format as build metadata, e.g. 1.1.0+brief.1."""
    return f"{env_version}+brief.{policy_version}"


def canary(env: str, version: str) -> str:
    """FGB-CANARY-<env>-<16 hex>: unique per environment and brief version, the same on every run."""
    return f"FGB-CANARY-{env}-{hashlib.sha256(f'{env}@{version}'.encode()).hexdigest()[:16]}"


def _inside(base: Path, relative: str) -> Path:
    """The file base/relative, refusing anything (a symlink, `..`) that resolves outside base."""
    target = (base / relative).resolve()
    if not target.is_relative_to(base.resolve()):
        raise BriefError(f"{base / relative} resolves outside {base}: the brief reads nothing outside the environment")
    return target


def held_out_identifiers(env_dir: Path, kinds: list[str]) -> set[str]:
    """The ids of held-out content (asserts, probes, chains, journeys, tasks) an agent must not see."""
    contract = json.loads((env_dir / "contract.json").read_text(encoding="utf-8"))
    tasks = json.loads((env_dir / "tasks.json").read_text(encoding="utf-8"))
    asserts = json.loads((env_dir / "asserts.json").read_text(encoding="utf-8"))
    by_kind = {
        "assert": [a["id"] for a in asserts["asserts"]],
        "probe": [p["id"] for p in contract.get("probes", [])],
        "chain": [c["id"] for c in contract.get("chains", [])],
        "chain_family": [c["family"] for c in contract.get("chains", []) if c.get("family")],
        "journey": [f["id"] for f in contract.get("ui_flows", [])],
        "task": [t["id"] for t in tasks["tasks"]],
    }
    shown = {s["id"] for s in contract.get("screens", [])} | {e["id"] for e in contract.get("api", [])}
    return {i for kind in kinds for i in by_kind[kind]} - shown


def _judged(contract: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        step["checkpoint"]
        for flow in contract.get("ui_flows", [])
        for step in flow.get("steps", [])
        if step.get("action") == "checkpoint" and step.get("checkpoint")
    ]


def checkpoint_files(contract: dict[str, Any]) -> dict[str, str]:
    """Each checkpoint reference -> its name in the bundle, numbered in journey order: the reference's own name starts
    with its journey's id (add_task.added.png), and journey ids are held out."""
    return {c["reference"]: f"references/checkpoints/{i:02d}.png" for i, c in enumerate(_judged(contract), 1)}


def checkpoints(contract: dict[str, Any]) -> list[dict[str, Any]]:
    """Each page the visual layer judges after an action: its title (what was just done) and its screenshot in the bundle."""
    files = checkpoint_files(contract)
    return [{"title": c["title"], "reference": files[c["reference"]]} for c in _judged(contract)]


def _render(entry: Shown, source: Path | None, ctx: dict[str, Any]) -> bytes:
    mark = ctx["canary"]
    match entry.transform:
        case Transform.png:
            return stamp.png_with_text(source.read_bytes(), mark)  # type: ignore[union-attr]
        case Transform.json:
            return stamp.json_with_canary(json.loads(source.read_text(encoding="utf-8")), mark).encode()  # type: ignore[union-attr]
        case Transform.copy:
            return stamp.markdown_with_canary(source.read_text(encoding="utf-8"), mark).encode()  # type: ignore[union-attr]
        case Transform.document:
            d = ctx["policy"].document
            sections = [s.root for s in d.held_out_sections]
            text = agent_document(source.read_text(encoding="utf-8"), sections, ctx["redact"], d.redaction)  # type: ignore[union-attr]
            return stamp.markdown_with_canary(text, mark).encode()
        case Transform.openapi:
            doc = openapi_document(ctx["env"].contract, ctx["env"].meta.title)
            return stamp.json_with_canary(doc, mark, key="x-fgb-canary").encode()
        case Transform.screens:
            screens = [{k: v for k, v in s.items() if k != "asserts"} for s in ctx["contract"]["screens"]]
            return stamp.json_with_canary({"screens": screens, "checkpoints": checkpoints(ctx["contract"])}, mark).encode()
    raise BriefError(f"transform {entry.transform.value!r} has no renderer")  # instruction is written last


def _sources(entry: Shown, root: Path, env_dir: Path, renamed: dict[str, str]) -> list[tuple[str, Path | None]]:
    """(bundle file, source file) pairs of one shown entry; a glob gives one pair per match, named as `renamed` says
    when it names the match (a checkpoint screenshot)."""
    kind, _, rest = entry.source.partition(":")
    if kind == "repo":
        return [(entry.file, _inside(root, rest))]
    if kind != "env":
        return [(entry.file, None)]
    pattern = rest.split("#", 1)[0]
    if "*" not in pattern:
        source = _inside(env_dir, pattern)
        if not source.is_file():
            raise BriefError(f"{source} is missing: the visibility policy shows it ({entry.source})")
        return [(entry.file, source)]
    matches = [f.relative_to(env_dir).as_posix() for f in sorted(env_dir.glob(pattern))]
    return [(renamed.get(rel, entry.file.replace("{name}", Path(rel).name)), _inside(env_dir, rel)) for rel in matches]


def write_brief(
    root: Path, env: str, out: Path, *, budget_min: int = BUILD_BUDGET_MIN, policy: Visibility | None = None
) -> dict[str, Any]:
    """Write the bundle of `env` into `out`; return {env, brief_version, canary, files} (files relative to out)."""
    env_dir = paths.environments_dir(root) / env
    if not (env_dir / "contract.json").is_file():
        raise BriefError(f"no environment {env!r} under {paths.environments_dir(root)}: run `fgb validate` to list them")
    policy = policy or load_policy(root)
    environment = load_environment(env_dir)
    version = brief_version(environment.meta.version, policy.version)
    summary: dict[str, Any] = {"env": env, "brief_version": version, "canary": canary(env, version), "files": []}
    ctx = {
        "canary": summary["canary"],
        "policy": policy,
        "env": environment,
        "contract": json.loads((env_dir / "contract.json").read_text(encoding="utf-8")),
        "redact": held_out_identifiers(env_dir, [k.value for k in policy.document.redacted_identifiers]),
    }
    out.mkdir(parents=True, exist_ok=True)
    described: dict[str, str] = {}
    instruction: Shown | None = None
    for entry in policy.shown:
        if entry.transform == Transform.instruction:
            instruction = entry
            continue
        for name, source in _sources(entry, root, env_dir, checkpoint_files(ctx["contract"])):
            target = out / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(_render(entry, source, ctx))
            summary["files"].append(name)
        described[entry.file.replace("{name}", Path(entry.source.split("#", 1)[0]).name)] = entry.why
    if instruction is not None:
        text = render_instruction(summary, environment.meta.title, described, budget_min, int(EVAL_BUDGET_S))
        (out / instruction.file).write_text(stamp.markdown_with_canary(text, summary["canary"]), encoding="utf-8")
        summary["files"].insert(0, instruction.file)
    return summary
