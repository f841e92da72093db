"""Broken copies of a good environment, one per way a contributor (or an attacker) can break one, and where each must be reported.

    python tests/environment/broken/make_broken.py --out contracts/results/broken_environments.json

builds a throwaway dataset root (schemas, contracts/derived, the good environment and one broken copy per case), runs
`fgb validate` over all of it in one process with a time limit, and writes reported / tried with a line per case.
The test tests/environment/test_broken_suite.py imports build() and CASES from here. Nothing here runs environment code:
the hostile verifier.py cases prove it by writing, exiting or sleeping if they were ever imported.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
GOOD = "google-tasks"  # small, yet with a derived API, chains with named steps, screens and reference screenshots
SENTINEL = "VERIFIER_WAS_EXECUTED"  # the file a hostile verifier.py would write next to the dataset root


@dataclass(frozen=True)
class Case:
    id: str
    what: str
    file: str  # the file the problem must name, relative to the environment folder ("" for the folder itself)
    pointer: str | None  # the JSON pointer it must name ("" for the whole file); None: any pointer in that file
    breaks: Callable[[Path], None]


def _json(env: Path, rel: str, change: Callable[[Any], Any]) -> None:
    file = env / rel
    data = json.loads(file.read_text(encoding="utf-8"))
    result = change(data)
    file.write_text(json.dumps(data if result is None else result, indent=1), encoding="utf-8")


def _contract(env: Path) -> dict[str, Any]:
    return json.loads((env / "contract.json").read_text(encoding="utf-8"))


def _verifier(code: str) -> Callable[[Path], None]:
    def breaks(env: Path) -> None:
        (env / "verifier.py").write_text((env / "verifier.py").read_text() + code, encoding="utf-8")

    return breaks


def _step_assert(env: Path) -> tuple[int, dict[str, Any]]:
    """The first assert with a params.step that a chain runs, and its index."""
    chained = {a for c in _contract(env)["chains"] for a in c["asserts"]}
    asserts = json.loads((env / "asserts.json").read_text())["asserts"]
    return next((i, a) for i, a in enumerate(asserts) if a["id"] in chained and "step" in a["check"].get("params", {}))


def _assert_step_missing(env: Path) -> None:
    i, _ = _step_assert(env)
    _json(env, "asserts.json", lambda d: d["asserts"][i]["check"]["params"].update(step="no_such_step"))


def _first_op(env: Path) -> str:
    return sorted(_contract(env)["asserts_vocab"])[0]


def _symlink_reference(env: Path) -> None:
    ref = env / _contract(env)["screens"][0]["reference"]
    outside = env.parents[1] / "outside.png"
    shutil.copy2(ref, outside)
    ref.unlink()
    ref.symlink_to(outside)


def _symlink_folder(env: Path) -> None:
    outside = env.parents[1] / "outside-tests"
    shutil.move(env / "tests", outside)
    (env / "tests").symlink_to(outside, target_is_directory=True)


def _missing_layout(env: Path) -> None:
    ref = _contract(env)["screens"][0]["reference"]
    (env / (ref.removesuffix(".png") + ".layout.json")).unlink()


def _deep_contract(env: Path) -> None:
    (env / "contract.json").write_text("[" * 100_000 + "]" * 100_000)


def _huge_int(env: Path) -> None:
    def change(seed: dict[str, Any]) -> None:
        table = next(t for t, rows in seed["tables"].items() if rows)
        seed["tables"][table][0]["huge"] = 0

    _json(env, "seed/seed.json", change)
    text = (env / "seed/seed.json").read_text().replace('"huge": 0', '"huge": ' + "7" * 5000)
    (env / "seed/seed.json").write_text(text)


def _source_document_escape(env: Path) -> None:
    def change(c: dict[str, Any]) -> None:
        endpoint = next(e for e in c["api"] if (e.get("source") or {}).get("document"))
        endpoint["source"]["document"] = f"../../environments/{GOOD}/contract"

    _json(env, "contract.json", change)


def _first_derived_api(env: Path) -> int:
    return next(i for i, e in enumerate(_contract(env)["api"]) if (e.get("source") or {}).get("document"))


def _unknown_transform(env: Path) -> None:
    _json(env, "contract.json", lambda c: c["chains"][0]["steps"][0].update(body={"title": {"$shout": "hello"}}))


def _unknown_op(env: Path) -> None:
    def vocab(c: dict[str, Any]) -> None:
        c["asserts_vocab"]["eval_magic"] = {"description": "no engine has it", "params": {"type": "object"}}

    _json(env, "contract.json", vocab)
    _json(env, "asserts.json", lambda d: d["asserts"][0].update(check={"op": "eval_magic", "params": {}}))


def _appended(rel: str, text: str) -> Callable[[Path], None]:
    def breaks(env: Path) -> None:
        (env / rel).write_text((env / rel).read_text(encoding="utf-8") + text, encoding="utf-8")

    return breaks


def _screen_reference(value: str) -> Callable[[Path], None]:
    return lambda env: _json(env, "contract.json", lambda c: c["screens"][0].update(reference=value))


def _folder_symlink(env: Path) -> None:
    outside = env.parents[1] / f"outside-{env.name}"
    shutil.move(env, outside)
    env.symlink_to(outside, target_is_directory=True)


def _verifier_symlink(env: Path) -> None:
    outside = env.parents[1] / f"outside-{env.name}-verifier.py"
    shutil.move(env / "verifier.py", outside)
    (env / "verifier.py").symlink_to(outside)


def _reference_folder(env: Path) -> None:
    (env / "references" / "folder.png").mkdir()
    _screen_reference("references/folder.png")(env)


CASES: list[Case] = [
    Case(
        "sha256-wrong",
        "meta.json names the right source file with a wrong sha256",
        "meta.json",
        "/sources/api/sha256",
        lambda env: _json(env, "meta.json", lambda m: m["sources"]["api"].update(sha256="0" * 64)),
    ),
    Case(
        "assert-step-missing",
        "an assert checks a step its chain lacks",
        "asserts.json",
        None,
        _assert_step_missing,
    ),
    Case("verifier-empty", "verifier.py is empty", "verifier.py", "", lambda env: (env / "verifier.py").write_text("")),
    Case(
        "verifier-malformed",
        "verifier.py is not even Python",
        "verifier.py",
        "",
        lambda env: (env / "verifier.py").write_text("def (:\n  oops\n"),
    ),
    Case(
        "verifier-writes-file",
        "verifier.py writes a file when imported",
        "verifier.py",
        "",
        _verifier(
            f"\nfrom pathlib import Path as _P\n_P(__file__).resolve().parents[2].joinpath({SENTINEL!r}).write_text('x')\n"
        ),
    ),
    Case(
        "verifier-exits",
        "verifier.py calls sys.exit(0) when imported (would hide every other problem)",
        "verifier.py",
        "",
        _verifier("\nsys.exit(0)\n"),
    ),
    Case(
        "verifier-sleeps",
        "verifier.py sleeps an hour when imported",
        "verifier.py",
        "",
        _verifier("\nimport time\ntime.sleep(3600)\n"),
    ),
    Case(
        "verifier-crlf",
        "verifier.py is the template with Windows line endings",
        "verifier.py",
        "",
        lambda env: (env / "verifier.py").write_bytes((env / "verifier.py").read_bytes().replace(b"\n", b"\r\n")),
    ),
    Case("layout-missing", "a reference png without its .layout.json", "contract.json", "/screens/0/reference", _missing_layout),
    Case(
        "references-md-missing-png",
        "references.md names a png that does not exist",
        "references.md",
        "",
        _appended("references.md", "\n| `references/ghost.png` | a screen nobody captured | nowhere |\n"),
    ),
    Case(
        "references-md-escape",
        "references.md names a png outside the folder",
        "references.md",
        "",
        _appended("references.md", "\nAlso see `../../outside.png`.\n"),
    ),
    Case(
        "symlink-reference",
        "a reference screenshot is a symlink to a file outside",
        "references/tasks.png",
        "",
        _symlink_reference,
    ),
    Case("symlink-folder", "a folder of the environment is a symlink to one outside", "tests", "", _symlink_folder),
    Case(
        "reference-dotdot",
        "a screen reference climbs out with ../",
        "contract.json",
        "/screens/0/reference",
        _screen_reference("../../outside.png"),
    ),
    Case(
        "reference-absolute",
        "a screen reference is an absolute path",
        "contract.json",
        "/screens/0/reference",
        _screen_reference("/etc/hostname"),
    ),
    Case(
        "document-not-utf8",
        "document.md holds bytes that are not UTF-8",
        "document.md",
        "",
        lambda env: (env / "document.md").write_bytes((env / "document.md").read_bytes() + b"\n\xff\xfe caf\xe9\n"),
    ),
    Case(
        "contract-not-utf8",
        "contract.json holds bytes that are not UTF-8",
        "contract.json",
        "",
        lambda env: (env / "contract.json").write_bytes(b'{"environment": "caf\xe9"}'),
    ),
    Case("contract-deep", "contract.json nested 100,000 deep", "contract.json", "", _deep_contract),
    Case("seed-huge-int", "an integer of 5,000 digits in the seed", "seed/seed.json", "", _huge_int),
    Case(
        "source-document-dotdot",
        "an endpoint's source.document climbs out of contracts/derived with ../",
        "contract.json",
        None,
        _source_document_escape,
    ),
    Case(
        "meta-source-path-dotdot",
        "meta.json's provenance path climbs out with ../",
        "meta.json",
        "/sources/api/path",
        lambda env: _json(env, "meta.json", lambda m: m["sources"]["api"].update(path="../../../etc/passwd")),
    ),
    Case(
        "vocab-params-schema-invalid",
        "an asserts_vocab entry whose params schema is not a JSON Schema",
        "contract.json",
        None,
        lambda env: _json(env, "contract.json", lambda c: c["asserts_vocab"][_first_op(env)].update(params={"type": 12})),
    ),
    Case(
        "unknown-op",
        "an op the engine does not have, declared in asserts_vocab",
        "contract.json",
        "/asserts_vocab/eval_magic",
        _unknown_op,
    ),
    Case(
        "unknown-transform",
        "a step body names a transform the engine does not have",
        "contract.json",
        "/chains/0/steps/0/body/title/$shout",
        _unknown_transform,
    ),
    Case(
        "tier-screenshots-missing",
        "meta.json lacks reference_screenshots though screens have references (gmail's defect)",
        "meta.json",
        "/tiers",
        lambda env: _json(env, "meta.json", lambda m: m.update(tiers=[t for t in m["tiers"] if t != "reference_screenshots"])),
    ),
    Case(
        "calibration-notes-partial",
        "calibration notes name only leaf and mid though journeys and screens exist (gmail's defect)",
        "meta.json",
        "/calibration/notes",
        lambda env: _json(env, "meta.json", lambda m: m["calibration"].update(notes="The gold app scores 1.0 on leaf and mid.")),
    ),
    Case(
        "required-file-missing",
        "tasks.json is missing",
        "tasks.json",
        "",
        lambda env: (env / "tasks.json").unlink(),
    ),
    Case(
        "environment-folder-symlink",
        "the environment folder itself is a symlink to a folder outside environments/",
        "",
        "",
        _folder_symlink,
    ),
    Case(
        "verifier-symlink",
        "verifier.py is a symlink to a file outside (its text would be the template)",
        "verifier.py",
        "",
        _verifier_symlink,
    ),
    Case(
        "reference-is-folder",
        "a screen reference names a folder, not a png",
        "contract.json",
        "/screens/0/reference",
        _reference_folder,
    ),
    Case(
        "reference-nul-byte",
        "a screen reference holds a NUL byte",
        "contract.json",
        "/screens/0/reference",
        _screen_reference("references/tasks.png\u0000.txt"),
    ),
    Case(
        "contract-not-object",
        "contract.json holds a JSON array instead of an object",
        "contract.json",
        "",
        lambda env: (env / "contract.json").write_text("[]"),
    ),
]


def _rename(env: Path, name: str) -> None:
    from forgingground.dataset.verifier_template import verifier_text

    _json(env, "contract.json", lambda c: c.update(environment=name))
    _json(env, "meta.json", lambda m: m.update(name=name))
    (env / "verifier.py").write_text(verifier_text(name), encoding="utf-8")


def build(target: Path, good: str = GOOD) -> dict[str, Case]:
    """A dataset root at `target`: the good environment unchanged plus `broken-<case>` copies; returns cases by folder name."""
    shutil.copytree(REPO / "schemas", target / "schemas")
    shutil.copytree(REPO / "contracts" / "derived", target / "contracts" / "derived")
    (target / "ref_apps").mkdir()
    source = REPO / "environments" / good
    shutil.copytree(source, target / "environments" / good, ignore=shutil.ignore_patterns("__pycache__"))
    (target / "ref_apps" / good.replace("-", "_")).mkdir()
    folders = {}
    for case in CASES:
        name = f"broken-{case.id}"
        env = target / "environments" / name
        shutil.copytree(source, env, ignore=shutil.ignore_patterns("__pycache__"))
        (target / "ref_apps" / name.replace("-", "_")).mkdir()
        _rename(env, name)
        case.breaks(env)
        folders[name] = case
    return folders


def _matches(problem: dict[str, Any], name: str, case: Case) -> bool:
    path = f"environments/{name}/{case.file}" if case.file else f"environments/{name}"
    return (
        problem["severity"] == "error"
        and problem["path"] == path
        and (case.pointer is None or problem["pointer"] == case.pointer)
    )


def run(target: Path, timeout: float = 120.0) -> dict[str, Any]:
    """Build the suite under `target`, validate it all with `fgb validate --format json`, and score each case."""
    folders = build(target)
    argv = [sys.executable, "-m", "forgingground", "--root", str(target), "validate", "--format", "json"]
    result = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, cwd=target)
    report = json.loads(result.stdout)
    cases = []
    for name, case in folders.items():
        mine = [
            p for p in report["problems"] if p["path"].startswith(f"environments/{name}/") or p["path"] == f"environments/{name}"
        ]
        hit = next((p for p in mine if _matches(p, name, case)), None)
        crashed = any("validation stopped" in p["message"] for p in mine)
        cases.append(
            {
                "id": case.id,
                "what": case.what,
                "reported": hit is not None and not crashed,
                "problem": f"{hit['path']}:{hit['pointer']}: {hit['message']}" if hit else None,
            }
        )
    refusals = refused_by_commands(target, sorted(folders))
    for row in cases:
        row["refused_by"] = sorted(c for c, names in refusals.items() if f"broken-{row['id']}" in names)
    good = [p for p in report["problems"] if p["path"].startswith(f"environments/{GOOD}/") and p["severity"] == "error"]
    return {
        "generated_by": "nox -s hardening (tests/environment/broken/make_broken.py)",
        "good_environment": GOOD,
        "good_environment_errors": len(good),
        "exit_status": result.returncode,
        "traceback": "Traceback" in result.stderr,
        "executed_environment_code": (target / SENTINEL).exists(),
        "tried": len(cases),
        "reported": sum(c["reported"] for c in cases),
        "refused_by_every_command": sum(set(c["refused_by"]) == set(REFUSING) for c in cases),
        "refusing_commands": list(REFUSING),
        "cases": cases,
    }


REFUSING = {
    "gold": ["gold", "--layers", "leaf"],
    "baseline": ["baseline", "--layers", "leaf"],
    "status": ["status"],
    "docs-gen": ["docs-gen"],
}


def refused_by_commands(target: Path, names: list[str], timeout: float = 120.0) -> dict[str, set[str]]:
    """Which broken environments each command that reads environments refused by name (exit 2): none may run on one."""
    refused: dict[str, set[str]] = {}
    for command, argv in REFUSING.items():
        envs = names if command in ("gold", "baseline") else []
        full = [sys.executable, "-m", "forgingground", "--root", str(target), *argv, *envs]
        done = subprocess.run(full, capture_output=True, text=True, timeout=timeout, cwd=target)
        ok = done.returncode == 2 and "Traceback" not in done.stderr
        refused[command] = {n for n in names if ok and f"environment {n!r} is invalid" in done.stderr}
    return refused


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the JSON summary here (e.g. contracts/results/broken_environments.json)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fgb-broken-") as tmp:
        summary = run(Path(tmp))
    text = json.dumps(summary, indent=2, ensure_ascii=False) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.out}")
    print(f"broken environments reported: {summary['reported']}/{summary['tried']}")
    print(f"refused by {', '.join(summary['refusing_commands'])}: {summary['refused_by_every_command']}/{summary['tried']}")
    for case in summary["cases"]:
        print(f"  {'ok ' if case['reported'] else 'MISSED'} {case['id']}: {case['problem'] or case['what']}")
    ok = summary["reported"] == summary["tried"] and not summary["good_environment_errors"] and not summary["traceback"]
    ok = ok and summary["refused_by_every_command"] == summary["tried"]
    return 0 if ok and not summary["executed_environment_code"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
