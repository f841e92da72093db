"""`fgb mutants ENV`: the kill matrix of the gold app's mutants, optionally beside schemathesis on the same mutants."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from .. import paths

KILL_TARGET = 0.95


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    p = sub.add_parser(
        "mutants",
        help="run every mutant of a gold app; print the kill matrix; fail under 95%% killed",
        description="Each mutant injects one fault (FGB_MUTANT) into the gold app; the engine must kill it, "
        "integration mutants through integration_gap with leaf_pass 1.0.",
    )
    p.add_argument("env", nargs="?", default="gmail", metavar="ENV")
    p.add_argument(
        "--only",
        nargs="*",
        metavar="MUTANT",
        help="run only these mutants and print their verdicts (the committed matrix is not written: --missing merges new mutants into it)",
    )
    p.add_argument(
        "--missing",
        action="store_true",
        help="run only the mutants the committed matrix (contracts/results/mutants/ENV.json) lacks, and merge them in",
    )
    p.add_argument("--schemathesis", action="store_true", help="also run schemathesis on the API mutants and compare")
    commands["mutants"] = cmd_mutants
    m = sub.add_parser(
        "mutation",
        help="mutation testing by cosmic-ray over a gold app's rule code, the verifier (leaf, mid) as the test",
        description="Each tool mutant of ref_apps/<env>/app (handlers and store) is applied to a private copy, started "
        "and verified; writes contracts/results/mutation/ENV.json (a sample, results/mutation/ENV.json).",
    )
    m.add_argument("env", metavar="ENV")
    m.add_argument("--sample", type=int, metavar="N", help="run N mutants chosen by --seed instead of all")
    m.add_argument("--seed", type=int, default=0, help="the shuffle that orders the campaign and picks a sample")
    m.add_argument(
        "--only",
        nargs="*",
        metavar="ID",
        help="run only these mutant ids (a survivor's, to recheck it); their verdicts replace their rows in the committed "
        "campaign, which is totalled again",
    )
    m.add_argument("--out", metavar="FILE", help="write the result here instead")
    m.add_argument("--resume", action="store_true", help="keep the rows of the written result and run only the other mutants")
    m.add_argument("--rescore", action="store_true", help="run nothing: total the written result again under the current triage")
    m.add_argument(
        "--carry-triage",
        metavar="REV",
        help="run nothing: move the triage written against the gold code at git revision REV onto the survivors of the "
        "written result (same file, operator and line text), then total it; lists what matched nothing",
    )
    m.add_argument(
        "--all-units",
        action="store_true",
        help="verify each mutant with every leaf and mid unit, not only those that execute the mutated statement on the "
        "gold app (slower; the verdicts are the same, which tests/proving/test_mutation.py checks)",
    )
    commands["mutation"] = cmd_mutation
    u = sub.add_parser(
        "ui-mutation",
        help="mutation testing by Stryker over a gold app's front-end script, the verifier (root, visual) as the test",
        description="Stryker instruments ref_apps/<env>/app/ui/*.js in a private copy served by the gold app; each "
        "mutant is one verification of root and visual with the mutant switched on in the page. Writes "
        "contracts/results/ui-mutation/ENV.json (a sample: results/ui-mutation/ENV.json). Survivors are triaged in "
        "ref_apps/<env>/mutation_triage.json beside cosmic-ray's. Stryker is installed with npm on first use.",
        epilog="examples:\n"
        "  fgb ui-mutation trello                  every mutant of trello's front end (about 20 s each)\n"
        "  fgb ui-mutation trello --sample 3       the mutants of three code lines chosen by --seed, as CI runs\n"
        "  fgb ui-mutation trello --resume         go on with a campaign that was stopped: its judged mutants are not run again\n"
        "  fgb ui-mutation gmail --workers 2       two mutants at once, each on its own gold app and browser\n"
        "  fgb ui-mutation trello --rescore        run nothing: total the written result under the current triage\n"
        "  fgb ui-mutation trello --sample 2 --check   run the committed sample again: same lines, same verdicts, as CI\n"
        "  fgb ui-mutation slack --only ID...     run again the lines of these survivors (after a new journey check) and\n"
        "                                         merge their verdicts into the committed campaign",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    u.add_argument("env", metavar="ENV")
    u.add_argument("--sample", type=int, metavar="N", help="mutate N code lines chosen by --seed instead of every line")
    u.add_argument("--seed", type=int, default=0, help="the draw that picks a sample's lines")
    u.add_argument(
        "--only",
        nargs="+",
        metavar="ID",
        help="run the mutants on these mutant ids' lines again (a survivor's, to recheck it); their verdicts replace their "
        "rows in the committed campaign, which is totalled again",
    )
    u.add_argument(
        "--rewritten",
        action="store_true",
        help="with --only: those lines were edited in place (no line added or removed), so their rows are replaced by "
        "the recheck's, new mutant ids included",
    )
    u.add_argument("--out", metavar="FILE", help="write the result here instead")
    u.add_argument(
        "--resume",
        action="store_true",
        help="a campaign stopped part-way: take the verdicts its journal (results/ui-mutation/ENV.journal.jsonl) holds "
        "for the same inputs and run only the other mutants",
    )
    u.add_argument("--rescore", action="store_true", help="run nothing: total the written result again under the current triage")
    u.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="run N mutants at once, each with a browser and a gold app of its own (the same verdicts; for a machine "
        "with cores to spare)",
    )
    u.add_argument(
        "--check",
        action="store_true",
        help="compare with the committed result (contracts/results/ui-mutation/ENV.json): fail when a mutant's verdict, "
        "the lines mutated or the mutants left out differ",
    )
    commands["ui-mutation"] = cmd_ui_mutation
    o = sub.add_parser(
        "outside",
        help="score a clone built from the brief alone, then each one-rule break of it: how many the graders catch",
        description="A clone folder (default tests/fixtures/outside/ENV) holds app/ (a submission with fgb.toml), built "
        "from `fgb brief ENV` by someone who never read the graders, and breaks/ (NN-name.patch, each breaking one "
        "stated rule, listed in breaks/breaks.json). The unbroken clone is evaluated on every layer; a break is caught "
        "when a check the unbroken clone passed fails. Writes contracts/results/outside/ENV.json (--only: results/).",
        epilog="examples:\n"
        "  fgb outside uber                                 every break of the committed uber clone\n"
        "  fgb outside uber --only 03-fare-boundary         recheck one break after adding a probe\n"
        "  fgb outside uber --clone /tmp/my-clone --out /tmp/uber.json\n"
        "Every point the unbroken clone loses is listed under clone.lost with the rules it cites.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    o.add_argument("env", metavar="ENV")
    o.add_argument("--clone", metavar="DIR", help="the clone folder (default tests/fixtures/outside/ENV)")
    o.add_argument("--only", nargs="*", metavar="BREAK", help="run only these breaks; merged into the written result")
    o.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite", help="the database the clone runs on")
    o.add_argument("--out", metavar="FILE", help="write the result here instead")
    o.add_argument("--layers", default="leaf,mid,root,visual", help="the layers to run (default all four)")
    o.add_argument(
        "--sample", type=int, metavar="N", help="judge N breaks drawn by --seed (UI breaks in their share, at least 6)"
    )
    o.add_argument("--seed", type=int, default=0, help="the draw of --sample")
    o.add_argument(
        "--check",
        action="store_true",
        help="judge again and exit 1 where a break the committed result shows caught is missed now, or the unbroken "
        "clone now loses a check it passed (writes results/outside/ENV.json, never the committed file; as CI runs it)",
    )
    o.add_argument(
        "--own-kind",
        action="store_true",
        help="judge an api break on leaf and mid only, a ui break on root and visual only (quicker; a break the other "
        "layers would catch then counts as missed)",
    )
    commands["outside"] = cmd_outside


def render_matrix(result: dict) -> str:
    layers = ["leaf", "mid", "integration_gap", "root", "visual", "security"]
    lines = [f"{'mutant':28} {'declared':12} " + " ".join(f"{x[:11]:>11}" for x in layers) + "  expected"]
    for r in result["rows"]:
        cells = []
        for layer in layers:
            if layer == "integration_gap":
                cells.append("gap" if layer in r["caught_by"] else "-")
            else:
                cells.append(str(r.get("fail_counts", {}).get(layer, "-")))
        lines.append(
            f"{r['mutant']:28} {r['declared']:12} "
            + " ".join(f"{c:>11}" for c in cells)
            + f"  {'yes' if r['expected_layer_caught'] else 'NO'}"
        )
    lines.append(
        f"killed {result['killed']}/{result['mutants']} ({result['kill_rate']:.1%}); integration mutants caught through "
        f"integration_gap: {result['integration_detected']}/{result['integration_total']}"
    )
    return "\n".join(lines)


def cmd_mutants(args: argparse.Namespace) -> int:
    from .mutants import list_mutants, merge_missing, run_mutants

    root = paths.find_root(Path(args.root) if args.root else None)
    if not paths.ref_app_dir(root, args.env).is_dir():
        print(f"fgb mutants: no gold app for {args.env!r} under {root / 'ref_apps'}", file=sys.stderr)
        return 2
    registry = list_mutants(root, args.env)
    unknown = sorted(set(args.only or []) - set(registry))
    if unknown:
        print(
            f"fgb mutants: {args.env} has no mutant {', '.join(unknown)} (it has {len(registry)}: "
            f"{', '.join(sorted(registry)[:8])}{', ...' if len(registry) > 8 else ''})",
            file=sys.stderr,
        )
        return 2
    committed = root / "contracts" / "results" / "mutants" / f"{args.env}.json"
    if args.missing and committed.is_file():
        result = merge_missing(root, args.env, json.loads(committed.read_text()))
    else:
        result = run_mutants(root, args.env, args.only)
    print(render_matrix(result))
    out = root / "contracts" / "results"
    out.mkdir(parents=True, exist_ok=True)
    if not args.only:
        (out / "mutants").mkdir(exist_ok=True)
        (out / "mutants" / f"{args.env}.json").write_text(json.dumps(result, indent=2) + "\n")
    if args.schemathesis:
        from .schemathesis_compare import compare

        api = {
            r["mutant"]: registry.get(r["mutant"], {}).get("source") == "outside"
            for r in result["rows"]
            if r["declared"] not in ("root", "visual")
        }
        st = compare(root, args.env, api)
        ours = [r for r in result["rows"] if r["mutant"] in api]
        st["ours"] = {"killed": sum(r["killed"] for r in ours), "seconds": round(sum(r["seconds"] for r in ours), 1)}
        if not args.only:  # a sample never replaces the committed comparison
            (out / "schemathesis").mkdir(exist_ok=True)
            (out / "schemathesis" / f"{args.env}.json").write_text(json.dumps(st, indent=2) + "\n")
        print(
            f"schemathesis killed {st['killed']}/{st['mutants']} API mutants in {st['seconds']} s; "
            f"ForgingGround killed {st['ours']['killed']}/{st['mutants']} in {st['ours']['seconds']} s"
        )
    failed = result["kill_rate"] < KILL_TARGET or result["integration_detected"] < result["integration_total"]
    return 1 if failed else 0


def cmd_mutation(args: argparse.Namespace) -> int:
    import signal

    from .mutation import rescore, run_campaign

    # A campaign stopped by TERM (or INT, which a background job ignores) unwinds like Ctrl-C: the mutated app is
    # stopped and its private copy removed; the result written so far stays, and --resume continues it.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    root = paths.find_root(Path(args.root) if args.root else None)
    if not paths.ref_app_dir(root, args.env).is_dir():
        print(f"fgb mutation: no gold app for {args.env!r} under {root / 'ref_apps'}", file=sys.stderr)
        return 2
    # A sample is a run output (results/, ignored); only a full campaign replaces the committed result.
    folder = root / "results" if args.sample or args.only else root / "contracts" / "results"
    out = Path(args.out) if args.out else folder / "mutation" / f"{args.env}.json"
    if args.carry_triage:
        _carry_triage(root, args.env, args.carry_triage, json.loads(out.read_text(encoding="utf-8")))
    if args.rescore or args.carry_triage:
        result = rescore(root, args.env, json.loads(out.read_text(encoding="utf-8")))
        out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    else:
        earlier = json.loads(out.read_text(encoding="utf-8")) if args.resume and out.is_file() else None
        result = run_campaign(
            root, args.env, args.sample, args.seed, out, only=args.only, resume=earlier, select=not args.all_units
        )
        committed = root / "contracts" / "results" / "mutation" / f"{args.env}.json"
        if args.only and not args.out and committed.is_file():
            return _merge_recheck(root, args.env, result, committed)
    return _campaign_verdict(root, args.env, result, out, "mutants")


def _merge_recheck(root: Path, env: str, recheck: dict, committed: Path) -> int:
    """Put rechecked survivors' new verdicts into the committed campaign and total it again."""
    from .mutation import enumerate_mutants, merge_recheck

    current: dict[str, set[str]] = {}
    for mutant in enumerate_mutants(root, env)[0]:
        current.setdefault(mutant.file, set()).add(mutant.id)
    merged, refused = merge_recheck(root, env, json.loads(committed.read_text(encoding="utf-8")), recheck, current)
    for problem in refused:
        print(f"not merged: {problem}", file=sys.stderr)
    committed.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    print(f"merged {len(recheck['rows']) - len(refused)} rechecked mutant(s) into {committed.relative_to(root)}")
    return _campaign_verdict(root, env, merged, committed, "mutants") or (1 if refused else 0)


def _carry_triage(root: Path, env: str, revision: str, result: dict) -> None:
    """Rewrite the triage file with the entries carried onto the result's survivors; say what did not carry."""
    from .mutation import triage_path
    from .triage_carry import carry, is_front_end, lines_at, with_front_end

    path = triage_path(root, env)
    shown = subprocess.run(
        ["git", "-C", str(root), "show", f"{revision}:{path.relative_to(root).as_posix()}"], capture_output=True, text=True
    )
    if shown.returncode != 0:
        raise SystemExit(f"fgb mutation --carry-triage: no triage at {revision}: {shown.stderr.strip()}")
    earlier = json.loads(shown.stdout)
    campaign = subprocess.run(
        ["git", "-C", str(root), "show", f"{revision}:contracts/results/mutation/{env}.json"], capture_output=True, text=True
    )
    old_rows = json.loads(campaign.stdout)["rows"] if campaign.returncode == 0 else None
    ours = {sid: entry for sid, entry in earlier["survivors"].items() if not is_front_end(entry)}
    carried = carry(ours, lines_at(root, revision), result["rows"], lines_at(root, None), old_rows)
    current = json.loads(path.read_text(encoding="utf-8"))["survivors"] if path.exists() else {}
    survivors = with_front_end(carried.survivors, current)
    path.write_text(json.dumps({**earlier, "survivors": survivors}, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"carried {len(carried.survivors)} verdict(s) onto {path.relative_to(root)}")
    for sid in carried.gone:
        print(f"  gone (its code has no survivor now): {sid}")
    for sid in carried.untriaged:
        print(f"  to triage (no earlier verdict matches): {sid}")


def _campaign_verdict(root: Path, env: str, result: dict, out: Path, what: str) -> int:
    """Print a tool campaign's totals; 1 while the triage has a problem or a survivor is untriaged (either tool)."""
    from .mutation import check_triage

    score = f"{result['score']:.1%}" if result["score"] is not None else "n/a"
    print(
        f"{result['mutants']} {what} in {result['seconds']} s ({result['mutants_per_minute']}/min): killed {result['killed']}, "
        f"survived {result['survived']} ({result['equivalent']} equivalent), stillborn {result['stillborn']}; score {score}; "
        f"wrote {out}"
    )
    problems = check_triage(root, env) + [f"{s}: survived and is not in the triage" for s in result["untriaged"]]
    for problem in problems:
        print(f"triage: {problem}", file=sys.stderr)
    return 1 if problems else 0


def cmd_ui_mutation(args: argparse.Namespace) -> int:
    import signal

    if args.workers < 1:
        print(f"fgb ui-mutation: --workers needs 1 or more, not {args.workers}", file=sys.stderr)
        return 2
    from .ui_mutation import (
        ToolMissing,
        journal_path,
        journal_verdicts,
        merge_ui_recheck,
        recheck_patterns,
        rescore_ui,
        run_ui_campaign,
        ui_differences,
    )

    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    root = paths.find_root(Path(args.root) if args.root else None)
    if not paths.ref_app_dir(root, args.env).is_dir():
        print(f"fgb ui-mutation: no gold app for {args.env!r} under {root / 'ref_apps'}", file=sys.stderr)
        return 2
    folder = root / "results" if args.sample else root / "contracts" / "results"
    out = Path(args.out) if args.out else folder / "ui-mutation" / f"{args.env}.json"
    try:
        if args.rescore:
            if not out.is_file():
                print(f"fgb ui-mutation --rescore: no result at {out}", file=sys.stderr)
                return 2
            result = rescore_ui(root, args.env, json.loads(out.read_text(encoding="utf-8")))
            out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
        elif args.only:
            if args.sample or args.check or not out.is_file():
                print(
                    f"fgb ui-mutation --only: needs the campaign it merges into, {out}, and no --sample or --check",
                    file=sys.stderr,
                )
                return 2
            committed = json.loads(out.read_text(encoding="utf-8"))
            patterns = recheck_patterns(args.only, committed["rows"])
            recheck = run_ui_campaign(root, args.env, mutate=patterns, workers=args.workers)
            result, problems = merge_ui_recheck(root, args.env, committed, recheck, args.only, args.rewritten)
            for problem in problems:
                print(f"fgb ui-mutation --only: {problem}", file=sys.stderr)
            if result is committed:
                return 1
            out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
            print(f"merged {len(recheck['rows'])} rechecked mutant(s) on {len(recheck['mutate'])} line(s) into {out}")
        else:
            journal = journal_path(root, args.env, args.sample, args.seed)
            if args.resume and not journal.is_file():
                print(f"fgb ui-mutation --resume: no journal at {journal}: the whole campaign runs", file=sys.stderr)
            try:
                result = run_ui_campaign(
                    root, args.env, args.sample, args.seed, out, journal=journal, resume=args.resume, workers=args.workers
                )
            except KeyboardInterrupt:
                if journal.is_file():
                    judged = journal_verdicts(journal)
                    print(
                        f"fgb ui-mutation: {judged} verdict(s) are kept in {journal}: "
                        f"`fgb ui-mutation {args.env} --resume` goes on from there",
                        file=sys.stderr,
                    )
                raise
    except (ToolMissing, RuntimeError, ValueError) as exc:
        print(f"fgb ui-mutation: {exc}", file=sys.stderr)
        return 2
    if args.check:
        committed = root / "contracts" / "results" / "ui-mutation" / f"{args.env}.json"
        if not committed.is_file():
            print(f"fgb ui-mutation --check: nothing committed at {committed}", file=sys.stderr)
            return 2
        differences = ui_differences(json.loads(committed.read_text(encoding="utf-8")), result)
        for line in differences:
            print(f"differs from {committed.relative_to(root)}: {line}", file=sys.stderr)
        if differences:
            return 1
        print(f"{args.env}: the same verdicts as {committed.relative_to(root)} ({len(result['rows'])} mutants)")
    return _campaign_verdict(root, args.env, result, out, "UI mutants")


def cmd_outside(args: argparse.Namespace) -> int:
    from .outside import CloneError, run_outside

    root = paths.find_root(Path(args.root) if args.root else None)
    if not (paths.environments_dir(root) / args.env).is_dir():
        print(f"fgb outside: no environment {args.env!r} under {paths.environments_dir(root)}", file=sys.stderr)
        return 2
    clone = Path(args.clone) if args.clone else root / "tests" / "fixtures" / "outside" / args.env
    committed = root / "contracts" / "results" / "outside" / f"{args.env}.json"
    folder = root / ("results" if args.only or args.check else "contracts/results")
    out = Path(args.out) if args.out else folder / "outside" / f"{args.env}.json"
    if args.check:
        out.unlink(missing_ok=True)  # judged afresh: nothing merged into what it compares with
    elif args.only and not args.out:
        if committed.is_file() and not out.is_file():
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(committed.read_text(encoding="utf-8"), encoding="utf-8")
    layers = tuple(x.strip() for x in args.layers.split(",") if x.strip())
    if not layers or set(layers) - {"leaf", "mid", "root", "visual"}:
        print(f"fgb outside: --layers takes leaf, mid, root, visual; got {args.layers!r}", file=sys.stderr)
        return 2
    try:
        result = run_outside(
            root, args.env, clone, out, only=args.only, db=args.db, layers=layers, sample=args.sample, seed=args.seed,
            own_kind=args.own_kind,
        )  # fmt: skip
    except CloneError as exc:
        print(f"fgb outside: {exc}", file=sys.stderr)
        return 2
    missed = [r["id"] for r in result["breaks"] if r["applied"] and not r["caught"]]
    print(
        f"{args.env}: unbroken clone {_vector(result['clone']['scores'])}; breaks caught {result['caught']}/"
        f"{result['applied']}" + (f"; missed: {', '.join(missed)}" if missed else "") + f"\nwritten: {out}"
    )
    if not args.check:
        return 0
    if not committed.is_file():
        print(f"fgb outside --check: no committed result {committed} to compare with", file=sys.stderr)
        return 1
    from .outside import regressions

    problems = regressions(json.loads(committed.read_text(encoding="utf-8")), result)
    for problem in problems:
        print(f"fgb outside --check: {problem}", file=sys.stderr)
    return 1 if problems else 0


def _vector(scores: dict) -> str:
    return " ".join(f"{k}={'n/a' if v is None else round(v, 3)}" for k, v in scores.items())
