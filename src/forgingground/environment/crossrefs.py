"""Checks that span files: ids that must exist, levels that must match, seed rows that must fit the entities."""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..dataset import confined, layout
from ..engine.ops import BUILTINS
from ..engine.transforms import TRANSFORMS
from .assert_steps import check_assert_steps
from .checkpoints import check_checkpoint_ids, checkpoint_entries
from .confinement import check_screen_references
from .page_api import check_page_api_reads
from .problems import Collector, pointer
from .provenance import check_meta_file
from .rules import check_rules
from .schema_check import check_inline, schema_problem
from .security_facts import check_no_security_asserts, check_security_facts

PLACEHOLDER = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
PATH_PARAM = re.compile(r"\{\+?([A-Za-z_][A-Za-z0-9_]*)\}")
COLUMN_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "datetime": (str,),
    "json": (dict, list, str, int, float, bool),
}


@dataclass
class EnvFiles:
    """The parsed, schema-valid documents of one environment (None where missing or invalid)."""

    name: str
    env_dir: Path
    shown_dir: str
    root: Path
    contract: dict[str, Any] | None
    asserts: dict[str, Any] | None
    seed: dict[str, Any] | None
    meta: dict[str, Any] | None
    tasks: dict[str, Any] | None
    document: str | None = None

    def shown(self, file: str) -> str:
        return f"{self.shown_dir}/{file}"


def check_all(env: EnvFiles, out: Collector) -> None:
    if env.contract is not None:
        _names(env, out)
        _derived(env, out)
        _unique_ids(env, out)
        _entities(env, out)
        _steps(env, out)
        _screens_and_flows(env, out)
        check_checkpoint_ids(env.contract, env.shown(layout.CONTRACT), out)
        check_screen_references(env.env_dir, env.shown_dir, env.contract, out)
        check_security_facts(env.contract, env.shown(layout.CONTRACT), out)
        _vocab(env, out)
    if env.contract is not None and env.asserts is not None:
        _assert_usage(env, out)
        _assert_checks(env, out)
        check_page_api_reads(env.contract, env.asserts, env.shown(layout.ASSERTS), out)
    if env.contract is not None and env.seed is not None:
        _seed(env, out)
    if env.contract is not None and env.tasks is not None:
        _tasks(env, out)
    if env.meta is not None:
        check_meta_file(env.root, env.name, env.meta, env.contract, env.shown_dir, out)
    if env.contract is not None and env.asserts is not None:
        check_assert_steps(env.contract, env.asserts, env.shown(layout.ASSERTS), out)
        check_rules(env.contract, env.asserts, env.document, env.shown_dir, out)
        check_no_security_asserts(env.asserts, env.shown(layout.ASSERTS), out)


@lru_cache(maxsize=64)
def _derived_endpoints(path: str, mtime_ns: int) -> dict[str, dict[str, Any]]:
    """A derived contract's endpoints by id, parsed once per file version (many environments share one)."""
    return {e["id"]: e for e in json.loads(Path(path).read_text(encoding="utf-8"))["api"]}


def _server_prefixed(path: str, derived: str) -> bool:
    """An OpenAPI 3 path is relative to its server URL, whose version segment (Spotify's /v1) the deriver does not
    record: the endpoint may carry that one segment in front of the derived path."""
    return re.fullmatch(r"/v[0-9]+", path[: len(path) - len(derived)]) is not None and path.endswith(derived)


def _derived(env: EnvFiles, out: Collector) -> None:
    """Endpoints taken from a derived contract must still match it: same method, path and parameters."""
    assert env.contract is not None
    file = env.shown(layout.CONTRACT)
    cache: dict[str, dict[str, Any] | None] = {}
    broken: set[str] = set()  # documents already reported as unusable
    for i, endpoint in enumerate(env.contract["api"]):
        source = endpoint.get("source") or {}
        document = source.get("document")
        if source.get("kind") not in ("discovery", "openapi") or not document:
            continue
        if document not in cache:
            folder = env.root / "contracts" / "derived"
            escape = confined.escape(folder, f"{document}.json")
            derived = folder / f"{document}.json"
            if escape is not None:
                out.error(file, pointer("api", i, "source", "document"), f"the derived contract {escape}")
                broken.add(document)
            else:
                try:
                    cache[document] = _derived_endpoints(str(derived), derived.stat().st_mtime_ns) if derived.is_file() else None
                except (ValueError, KeyError, TypeError, AttributeError):
                    out.error(
                        file,
                        pointer("api", i, "source", "document"),
                        f"contracts/derived/{document}.json is not a derived contract",
                    )
                    broken.add(document)
        if document in broken:
            continue
        known = cache[document]
        if known is None:
            out.warning(
                file,
                pointer("api", i, "source", "document"),
                f"no contracts/derived/{document}.json to check this endpoint against: run `nox -s derive`",
            )
            continue
        original = known.get(source.get("ref") or endpoint["id"])
        if original is None:
            out.error(
                file,
                pointer("api", i, "source", "ref"),
                f"{source.get('ref')!r} is not an endpoint of derived contract {document}",
            )
            continue
        for key in ("method", "path"):
            if endpoint[key] != original[key] and not (key == "path" and _server_prefixed(endpoint[key], original[key])):
                out.error(
                    file, pointer("api", i, key), f"is {endpoint[key]!r} but derived contract {document} says {original[key]!r}"
                )
        mine = sorted((p["name"], p["in"], bool(p.get("required"))) for p in endpoint.get("params", []))
        theirs = sorted((p["name"], p["in"], bool(p.get("required"))) for p in original.get("params", []))
        if mine != theirs:
            out.error(
                file,
                pointer("api", i, "params"),
                f"parameters differ from derived contract {document}: {sorted(set(mine) ^ set(theirs))[:4]}",
            )


def _names(env: EnvFiles, out: Collector) -> None:
    assert env.contract is not None
    if env.contract["environment"] != env.name:
        out.error(
            env.shown(layout.CONTRACT),
            "/environment",
            f"says {env.contract['environment']!r} but the folder is {env.name!r}: rename one so they agree",
        )
    if env.meta is not None and env.meta["name"] != env.name:
        out.error(env.shown(layout.META), "/name", f"says {env.meta['name']!r} but the folder is {env.name!r}")


def _duplicates(items: list[Any], key: Any) -> dict[Any, list[int]]:
    seen: dict[Any, list[int]] = {}
    for i, item in enumerate(items):
        seen.setdefault(key(item), []).append(i)
    return {k: v for k, v in seen.items() if len(v) > 1}


def _unique_ids(env: EnvFiles, out: Collector) -> None:
    c = env.contract
    assert c is not None
    file = env.shown(layout.CONTRACT)
    for section in ("api", "probes", "screens", "chains", "ui_flows"):
        for ident, where in _duplicates(c[section], lambda x: x["id"]).items():
            out.error(
                file,
                pointer(section, where[1], "id"),
                f"duplicate id {ident!r} (first at /{section}/{where[0]}): ids must be unique",
            )
    for key, where in _duplicates(c["api"], lambda e: (e["method"], _normal_path(e["path"]))).items():
        out.error(
            file,
            pointer("api", where[1], "path"),
            f"{key[0]} {c['api'][where[1]]['path']} repeats /api/{where[0]}: two endpoints cannot share a method and path",
        )
    for table, where in _duplicates(c["entities"], lambda e: e["table"]).items():
        out.error(file, pointer("entities", where[1], "table"), f"table {table!r} is declared twice")


def _normal_path(path: str) -> str:
    return PATH_PARAM.sub("{}", path)


def _entities(env: EnvFiles, out: Collector) -> None:
    c = env.contract
    assert c is not None
    file = env.shown(layout.CONTRACT)
    tables = {e["table"]: {col["name"] for col in e["columns"]} for e in c["entities"]}
    for i, entity in enumerate(c["entities"]):
        cols = tables[entity["table"]]
        for j, key in enumerate(entity["primary_key"]):
            if key not in cols:
                out.error(
                    file,
                    pointer("entities", i, "primary_key", j),
                    f"primary key column {key!r} is not a column of {entity['table']}",
                )
        for j, fk in enumerate(entity.get("foreign_keys", [])):
            where = pointer("entities", i, "foreign_keys", j)
            if fk["column"] not in cols:
                out.error(file, where + "/column", f"{fk['column']!r} is not a column of {entity['table']}")
            if fk["table"] not in tables:
                out.error(file, where + "/table", f"foreign key points at table {fk['table']!r}, which no entity declares")
            elif fk["references"] not in tables[fk["table"]]:
                out.error(file, where + "/references", f"{fk['table']} has no column {fk['references']!r}")


def _check_steps(
    env: EnvFiles, out: Collector, file: str, base: tuple[object, ...], steps: list[dict[str, Any]], known: set[str] | None = None
) -> None:
    """Steps call existing api ids, supply every path parameter, and use only captures made earlier."""
    assert env.contract is not None
    api = {e["id"]: e for e in env.contract["api"]}
    captured = set(known or ())
    for i, step in enumerate(steps):
        where = (*base, i)
        call = step.get("call")
        endpoint = api.get(call) if isinstance(call, str) else None
        if endpoint is None:
            out.error(file, pointer(*where, "call"), f"calls unknown api id {call!r}: add it to contract.api or fix the id")
        else:
            needed = set(PATH_PARAM.findall(endpoint["path"]))
            given = set(step.get("path", {}))
            for missing in sorted(needed - given):
                out.error(
                    file, pointer(*where, "path"), f"path parameter {missing!r} of {call} ({endpoint['path']}) is not supplied"
                )
            for extra in sorted(given - needed):
                out.error(file, pointer(*where, "path", extra), f"{call} has no path parameter {extra!r}")
        for name in sorted(
            set(
                PLACEHOLDER.findall(
                    _text(
                        step.get("path"),
                        step.get("query"),
                        step.get("body"),
                        step.get("form"),
                        step.get("raw"),
                        step.get("headers"),
                    )
                )
            )
        ):
            if name not in captured:
                out.error(file, pointer(*where), f"uses ${{{name}}} before any earlier step captures it")
        captured |= set(step.get("capture", {}))
        _check_transforms(out, file, (*where, "body"), step.get("body"))


def _check_transforms(out: Collector, file: str, where: tuple[object, ...], value: Any) -> None:
    """A body's {"$name": args} must name a transform of the engine (engine/transforms.py), or nothing would apply it."""
    if isinstance(value, dict):
        if len(value) == 1:
            ((key, args),) = value.items()
            if isinstance(key, str) and key.startswith("$"):
                if key not in TRANSFORMS:
                    known = ", ".join(sorted(TRANSFORMS))
                    out.error(
                        file,
                        pointer(*where, key),
                        f"names body transform {key!r}, which the engine does not have (it has {known}): "
                        "a new transform is an engine change in src/forgingground/engine/transforms.py",
                    )
                _check_transforms(out, file, (*where, key), args)
                return
        for k, v in value.items():
            _check_transforms(out, file, (*where, k), v)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_transforms(out, file, (*where, i), v)


def _text(*values: Any) -> str:
    import json

    return json.dumps(values, default=str)


def _steps(env: EnvFiles, out: Collector) -> None:
    c = env.contract
    assert c is not None
    file = env.shown(layout.CONTRACT)
    api_ids = {e["id"] for e in c["api"]}
    for i, probe in enumerate(c["probes"]):
        if probe["endpoint"] not in api_ids:
            out.error(file, pointer("probes", i, "endpoint"), f"probe is about unknown api id {probe['endpoint']!r}")
        elif all(s.get("call") != probe["endpoint"] for s in probe["steps"]):
            out.error(file, pointer("probes", i, "steps"), f"no step calls {probe['endpoint']}, the endpoint this probe is about")
        _check_steps(env, out, file, ("probes", i, "steps"), probe["steps"])
    for i, chain in enumerate(c["chains"]):
        _check_steps(env, out, file, ("chains", i, "steps"), chain["steps"])
    for i, flow in enumerate(c["ui_flows"]):
        _check_steps(env, out, file, ("ui_flows", i, "setup"), flow.get("setup") or [])
    probed = {p["endpoint"] for p in c["probes"]}
    for i, endpoint in enumerate(c["api"]):
        if endpoint["id"] not in probed:
            out.warning(file, pointer("api", i), f"{endpoint['id']} has no probe, so no leaf assert covers it")


def _screens_and_flows(env: EnvFiles, out: Collector) -> None:
    c = env.contract
    assert c is not None
    file = env.shown(layout.CONTRACT)
    screens = {s["id"] for s in c["screens"]}
    for i, screen in enumerate(c["screens"]):
        ref = screen.get("reference")
        for name in sorted(set(PATH_PARAM.findall(screen["route"])) - set(screen.get("params", {}))):
            out.error(
                file, pointer("screens", i, "params"), f"route {screen['route']} needs a value for {{{name}}} to be captured"
            )
        if screen.get("asserts") and not ref:
            out.error(file, pointer("screens", i, "reference"), "a screen with visual asserts needs a reference screenshot")
    for i, flow in enumerate(c["ui_flows"]):
        if flow["start_screen"] not in screens:
            out.error(file, pointer("ui_flows", i, "start_screen"), f"names unknown screen {flow['start_screen']!r}")
        captured = {name for setup in flow.get("setup") or [] for name in setup.get("capture", {})}
        for j, step in enumerate(flow["steps"]):
            for name in sorted(set(PLACEHOLDER.findall(step["value"])) if isinstance(step.get("value"), str) else ()):
                if step["action"] != "goto":
                    out.error(
                        file, pointer("ui_flows", i, "steps", j, "value"), f"${{{name}}}: only a goto may name a setup capture"
                    )
                elif name not in captured:
                    out.error(
                        file,
                        pointer("ui_flows", i, "steps", j, "value"),
                        f"uses ${{{name}}}, which no setup call of the journey captures",
                    )
            if "screen" in step and step["screen"] not in screens:
                out.error(file, pointer("ui_flows", i, "steps", j, "screen"), f"names unknown screen {step['screen']!r}")
            if step["action"] in ("click", "fill", "select", "check", "expect_visible", "expect_hidden") and "target" not in step:
                out.error(file, pointer("ui_flows", i, "steps", j), f"a {step['action']} step needs a target locator")
            if step["action"] == "expect_title" and ("target" in step or not step.get("value")):
                out.error(
                    file,
                    pointer("ui_flows", i, "steps", j),
                    "an expect_title step takes a value (text the title contains), no target",
                )
            if step["action"] == "expect_state" and isinstance(step.get("target"), dict):
                _stated_state(c["screens"], step, file, pointer("ui_flows", i, "steps", j), out)


NAME_PLACEHOLDER = re.compile(r"<[^<>]{1,40}>")


def _fits(component_name: str, name: str) -> bool:
    """A journey's name is one a component names, where each <placeholder> of the component's name stands for data."""
    parts = NAME_PLACEHOLDER.split(component_name.casefold())
    return re.fullmatch(".+?".join(re.escape(p) for p in parts), name.casefold()) is not None


def _stated_state(screens: list[dict[str, Any]], step: dict[str, Any], file: str, where: str, out: Collector) -> None:
    """A journey may judge a control's state only where a screen names that control with that state: the brief says so."""
    target, state = step["target"], step.get("value")
    named = [
        comp
        for screen in screens
        for comp in screen.get("components") or []
        if comp["role"] == target.get("role") and _fits(comp["name"], target.get("name", ""))
    ]
    if not any(state in (comp.get("states") or []) for comp in named):
        out.error(
            file,
            where,
            f"judges the state {state!r} of {target}, which no screen's components name with that state: add the control "
            "to a screen's `components` with `states` (a name may hold <placeholders>), so the brief states it",
        )


def _vocab(env: EnvFiles, out: Collector) -> None:
    file = env.shown(layout.CONTRACT)
    builtin = BUILTINS.vocab()
    for name, spec in (env.contract["asserts_vocab"] if env.contract else {}).items():
        problem = schema_problem(spec["params"])
        if problem is not None:
            out.error(file, pointer("asserts_vocab", name, "params"), f"is not a valid JSON Schema: {problem}")
        if name not in BUILTINS:
            out.error(
                file,
                pointer("asserts_vocab", name),
                f"no op {name!r} is built into the engine, so nothing could run it: fix the name (see `fgb vocab {env.name}`); "
                "a new op is an engine change under src/forgingground/engine/ops/",
            )
        elif name in builtin and spec != builtin[name]:
            out.warning(
                file,
                pointer("asserts_vocab", name),
                f"differs from the engine's definition of {name}: run `fgb vocab {env.name}` to copy it",
            )


def _assert_usage(env: EnvFiles, out: Collector) -> None:
    c, a = env.contract, env.asserts
    assert c is not None and a is not None
    file_c, file_a = env.shown(layout.CONTRACT), env.shown(layout.ASSERTS)
    levels = {x["id"]: x["level"] for x in a["asserts"]}
    for ident, twice in _duplicates(a["asserts"], lambda x: x["id"]).items():
        out.error(file_a, pointer("asserts", twice[1], "id"), f"duplicate assert id {ident!r} (first at /asserts/{twice[0]})")
    used: set[str] = set()
    users: list[tuple[tuple[Any, ...], dict[str, Any], str]] = [
        ((section, i), item, user)
        for section, user in (("probes", "probe"), ("chains", "chain"), ("ui_flows", "ui_flow"), ("screens", "screen"))
        for i, item in enumerate(c[section])
    ]
    # A checkpoint is a screen captured after actions: it runs what a screen runs.
    users += [(where, item, "checkpoint") for where, item in checkpoint_entries(c)]
    for where, item, user in users:
        allowed_levels = layout.LEVELS_BY_USER["screen" if user == "checkpoint" else user]
        for j, ident in enumerate(item.get("asserts", [])):
            used.add(ident)
            at = pointer(*where, "asserts", j)
            if ident not in levels:
                out.error(file_c, at, f"names assert {ident!r}, which asserts.json does not define")
            elif levels[ident] not in allowed_levels:
                allowed = " or ".join(sorted(allowed_levels))
                out.error(file_c, at, f"assert {ident!r} is level {levels[ident]!r}, but a {user} runs only {allowed} asserts")
    for i, item in enumerate(a["asserts"]):
        if item["id"] not in used:
            out.warning(
                file_a, pointer("asserts", i), f"assert {item['id']!r} is used by no probe, chain or ui_flow, so it never runs"
            )


def _check_op(env: EnvFiles, out: Collector, file: str, where: tuple[object, ...], check: dict[str, Any]) -> None:
    assert env.contract is not None
    vocab = env.contract["asserts_vocab"]
    op = check["op"]
    if op not in vocab:
        out.error(file, pointer(*where, "op"), f"op {op!r} is not in contract.asserts_vocab: add it there or fix the name")
        return
    check_inline(vocab[op]["params"], check.get("params", {}), file, out, (*where, "params"), f"params of {op}")
    if op == "eval_all":
        for i, sub in enumerate((check.get("params") or {}).get("checks", [])):
            if isinstance(sub, dict) and isinstance(sub.get("op"), str):
                _check_op(env, out, file, (*where, "params", "checks", i), sub)


def _assert_checks(env: EnvFiles, out: Collector) -> None:
    assert env.asserts is not None
    file = env.shown(layout.ASSERTS)
    for i, item in enumerate(env.asserts["asserts"]):
        _check_op(env, out, file, ("asserts", i, "check"), item["check"])


def _seed(env: EnvFiles, out: Collector) -> None:
    c, s = env.contract, env.seed
    assert c is not None and s is not None
    file = env.shown(layout.SEED)
    entities = {e["table"]: e for e in c["entities"]}
    keys: dict[str, set[tuple[Any, ...]]] = {}
    for table, rows in s["tables"].items():
        entity = entities.get(table)
        if entity is None:
            out.error(file, pointer("tables", table), f"table {table!r} is not declared in contract.entities")
            continue
        columns = {col["name"]: col for col in entity["columns"]}
        pk = entity["primary_key"]
        seen: Counter[tuple[Any, ...]] = Counter()
        for i, row in enumerate(rows):
            for name, value in row.items():
                col = columns.get(name)
                # The pointer is built only for a problem: a seed has tens of thousands of cells.
                if col is None:
                    out.error(file, pointer("tables", table, i, name), f"{table} has no column {name!r} in contract.entities")
                elif value is None:
                    if not col.get("nullable", False):
                        out.error(file, pointer("tables", table, i, name), f"{table}.{name} is not nullable")
                elif not _type_ok(value, col["type"]):
                    out.error(
                        file,
                        pointer("tables", table, i, name),
                        f"{table}.{name} is {col['type']} but the value is {type(value).__name__} {value!r:.60}",
                    )
            for name, col in columns.items():
                if name not in row and not col.get("nullable", False):
                    out.error(file, pointer("tables", table, i), f"row lacks required column {table}.{name}")
            key = tuple(row.get(k) for k in pk)
            seen[key] += 1
            if seen[key] == 2:
                out.error(
                    file, pointer("tables", table, i), f"duplicate primary key {dict(zip(pk, key, strict=True))} in {table}"
                )
        keys[table] = set(seen)
    for table, rows in s["tables"].items():
        entity = entities.get(table)
        for fk in entity.get("foreign_keys", []) if entity else []:
            target = entities.get(fk["table"])
            if target is None:
                continue
            if target["primary_key"] == [fk["references"]]:
                targets = {k[0] for k in keys.get(fk["table"], set())}
            else:
                targets = {r.get(fk["references"]) for r in s["tables"].get(fk["table"], [])}
            for i, row in enumerate(rows):
                value = row.get(fk["column"])
                if value is not None and value not in targets:
                    out.error(
                        file,
                        pointer("tables", table, i, fk["column"]),
                        f"{table}.{fk['column']} = {value!r} matches no {fk['table']}.{fk['references']}",
                    )


def _type_ok(value: Any, kind: str) -> bool:
    if kind in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, COLUMN_TYPES[kind])


def _tasks(env: EnvFiles, out: Collector) -> None:
    c, t = env.contract, env.tasks
    assert c is not None and t is not None
    file = env.shown(layout.TASKS)
    flows = {f["id"] for f in c["ui_flows"]}
    for ident, where in _duplicates(t["tasks"], lambda x: x["id"]).items():
        out.error(file, pointer("tasks", where[1], "id"), f"duplicate task id {ident!r}")
    for i, task in enumerate(t["tasks"]):
        for j, check in enumerate(task["grader"]):
            _check_op(env, out, file, ("tasks", i, "grader", j), check)
        oracle = task["oracle"]
        if "ui_flow" in oracle and oracle["ui_flow"] not in flows:
            out.error(file, pointer("tasks", i, "oracle", "ui_flow"), f"names unknown ui_flow {oracle['ui_flow']!r}")
        if "steps" in oracle:
            _check_steps(env, out, file, ("tasks", i, "oracle", "steps"), oracle["steps"])
        if task["possible"] and not oracle:
            out.error(file, pointer("tasks", i, "oracle"), "a possible task needs an oracle solution (steps or ui_flow)")
