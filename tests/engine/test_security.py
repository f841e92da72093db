"""The security layer: probes generated from an environment's facts, judged against the plain call.

The ops on hand-made pictures (each way a write can go wrong), the units spotify's facts make, and two real runs: the
gold spotify app passes every probe, and an outside mutant that HTML-escapes free text fails the markup probes alone.
"""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.dataset.loader import load_environment
from forgingground.engine.context import CheckContext, Exchange
from forgingground.engine.ops import BUILTINS
from forgingground.engine.runner import RunOptions, verify
from forgingground.engine.security import fitted, long_text, security_flows, security_units, with_value
from forgingground.engine.security_payloads import INVALID_PAYLOADS, LINK_PAYLOADS, LONG, PAYLOADS
from forgingground.engine.security_rules import (
    INVALID,
    LINKS,
    OWNER,
    QUERY,
    QUERY_PAYLOADS,
    READ_ONLY,
    SHOWN,
    TEXT,
    applies,
    probe_count,
    security_rules,
)
from forgingground.proving.mutants import verify_mutant

REPO = Path(__file__).resolve().parents[2]
KEYS = {"notes": ["id"], "counters": ["name"]}
SEED = {"notes": [{"id": "n1", "title": "Old"}], "counters": [{"name": "notes", "value": 1}]}
PLAIN = {"notes": [*SEED["notes"], {"id": "n2", "title": "plain"}], "counters": [{"name": "notes", "value": 2}]}


def judge(op: str, after: dict, status: int, params: dict | None = None, plain_status: int = 201) -> tuple[bool, str]:
    found = BUILTINS.get(op)
    assert found is not None
    ctx = CheckContext(
        exchanges=[Exchange(step="write", method="POST", url="/api/notes", status=status)],
        before=SEED,
        after=after,
        keys=KEYS,
        stack={"base": PLAIN, "base_status": [plain_status]},
    )
    verdict = found.function(ctx, params or {})
    return verdict.ok, verdict.message


def with_title(title: str, note: str = "n2") -> dict:
    return {"notes": [*SEED["notes"], {"id": note, "title": title}], "counters": [{"name": "notes", "value": 2}]}


def test_text_must_come_back_exactly_and_touch_the_same_rows() -> None:
    payload = PAYLOADS["markup"]
    assert judge("eval_security_stored", with_title(payload), 201, {"payload": payload})[0]
    assert judge("eval_security_stored", with_title(payload, note="n9"), 201, {"payload": payload})[0], "another new id"
    escaped = payload.replace("<", "&lt;")
    assert not judge("eval_security_stored", with_title(escaped), 201, {"payload": payload})[0], "escaped"
    assert not judge("eval_security_stored", with_title(payload[:20]), 201, {"payload": payload})[0], "cut"
    ok, why = judge("eval_security_stored", with_title(payload), 500, {"payload": payload})
    assert not ok and "500" in why
    spilled = with_title(payload)
    spilled["notes"][0] = {"id": "n1", "title": payload}  # an injection that rewrote another row
    ok, why = judge("eval_security_stored", spilled, 201, {"payload": payload})
    assert not ok and "other rows" in why
    ok, why = judge("eval_security_stored", with_title(payload), 201, {"payload": payload}, plain_status=404)
    assert not ok and "plain call" in why, "an app that cannot do the write is not judged safe"


def test_a_refusal_must_answer_as_stated_and_change_nothing() -> None:
    params = {"answers": [403]}
    assert judge("eval_security_refused", SEED, 403, params)[0]
    assert not judge("eval_security_refused", SEED, 404, params)[0], "another status than the stated one"
    ok, why = judge("eval_security_refused", with_title("mine now"), 403, params)
    assert not ok and "changed" in why, "a 403 after the write was made"
    assert not judge("eval_security_refused", SEED, 403, params, plain_status=403)[0], "refusing everything is broken"
    assert judge("eval_security_refused", SEED, 400, {"answers": [400]})[0]


def test_a_read_only_field_must_change_nothing_the_plain_call_did_not() -> None:
    assert judge("eval_security_ignored", PLAIN, 201)[0]
    ok, why = judge("eval_security_ignored", with_title("plain", note="forged"), 201)
    assert not ok and "changed what the write did" in why, "the id the client sent was taken"
    assert not judge("eval_security_ignored", SEED, 400)[0], "refused although the rule says ignored"


def test_a_read_must_answer_hostile_text_as_plain_text_and_change_nothing() -> None:
    def read(status: int, after: dict, plain: int = 200) -> bool:
        found = BUILTINS.get("eval_security_read_safe")
        assert found is not None
        ctx = CheckContext(
            exchanges=[Exchange(step="search", method="GET", url="/api/search", status=status)],
            before=SEED,
            after=after,
            keys=KEYS,
            stack={"base": SEED, "base_status": [plain]},
        )
        return found.function(ctx, {}).ok

    assert read(200, SEED)
    assert not read(500, SEED), "a quote broke the query"
    assert not read(400, SEED), "plain text is answered 200: this text is no different"
    assert not read(200, with_title("dropped")), "a read wrote"
    assert not read(200, SEED, plain=404), "the plain read itself failed"


def test_a_varied_call_carries_its_payload_as_ascii_json() -> None:
    call = {"call": "notes.create", "body": {"title": "T", "meta": {"tag": "a"}}}
    varied = with_value(call, "/meta/tag", INVALID_PAYLOADS["surrogate"])
    assert "body" not in varied and varied["raw"]["content_type"] == "application/json"
    assert varied["raw"]["text"].isascii() and "\\ud800" in varied["raw"]["text"]
    assert json.loads(varied["raw"]["text"]) == {"title": "T", "meta": {"tag": INVALID_PAYLOADS["surrogate"]}}
    assert call["body"]["meta"]["tag"] == "a", "the plain call is left as it was"
    assert json.loads(with_value(call, "/id", "forged")["raw"]["text"])["id"] == "forged", "a new key is added"
    assert len(long_text(LONG)) == LONG and len(long_text(7)) == 7


def test_a_foreign_resource_is_probed_on_the_writes_it_names() -> None:
    delete = {"call": {"call": "comments.delete", "path": {"comment_id": "c2"}}}
    remove = {"call": {"call": "mod.remove_comment", "path": {"comment_id": "c4"}}}
    post = {"call": {"call": "posts.create", "path": {"subreddit": "python"}}}
    others = {"param": "comment_id", "value": "c1", "answers": [403], "label": "bob's comment"}
    assert applies(delete, others) and applies(remove, others) and not applies(post, others)
    named = {**others, "endpoints": ["comments.delete"]}
    assert applies(delete, named) and not applies(remove, named), "voting on bob's comment is no one's business"


def test_spotify_facts_make_a_unit_per_facet_and_payload() -> None:
    env = load_environment(REPO / "environments" / "spotify")
    facts = json.loads(env.contract.model_dump_json(exclude_none=True))["security"]
    units = security_units(env)
    texts = sum(len(w.get("text") or []) for w in facts["writes"])
    read_only = sum(len(w.get("read_only") or {}) for w in facts["writes"])
    owned = sum(f["param"] in w["call"].get("path", {}) for w in facts["writes"] for f in facts["foreign"])
    payloads = len(PAYLOADS) + 1 + len(INVALID_PAYLOADS)
    queries = sum(len(r["params"]) for r in facts["reads"]) * (len(QUERY_PAYLOADS) + 1)
    assert len(units) == owned + texts * payloads + read_only + queries
    assert len(units) + len(facts["rendered"]) == probe_count(json.loads(env.contract.model_dump_json()))
    assert all(u.base and len(u.steps) == 1 and len(u.asserts) == 1 for u in units)
    assert len({u.id for u in units}) == len(units)
    rules = {r["id"]: r for r in security_rules(json.loads(env.contract.model_dump_json(exclude_none=True)))}
    assert set(rules) == {OWNER, TEXT, INVALID, READ_ONLY, QUERY, SHOWN}
    facets = {f"{r}#{f['id']}" for r, rule in rules.items() for f in rule["facets"]}
    flows, shown = security_flows(env)
    cited = {f.root for a in [*(a for u in units for a in u.asserts), *shown] for f in a.facets or []}
    assert [f.asserts for f in flows] == [[a.id] for a in shown], "each journey judges its own assert"
    assert cited == facets, "every facet the brief states is judged, and nothing else"


def test_a_stated_limit_shorter_than_a_text_gets_the_short_markup_or_a_cut() -> None:
    from forgingground.engine.security_payloads import SHORT_MARKUP

    assert fitted(None) == PAYLOADS
    assert len(PAYLOADS["metacharacters"]) <= 100 < len(PAYLOADS["markup"]), "the picture this test draws"
    assert fitted(100) == {"metacharacters": PAYLOADS["metacharacters"], "markup": SHORT_MARKUP}
    narrow = fitted(len(SHORT_MARKUP) - 1)
    assert narrow["markup"] == PAYLOADS["markup"][: len(SHORT_MARKUP) - 1]
    assert all(len(t) <= len(SHORT_MARKUP) - 1 for t in narrow.values())
    assert "onerror" in SHORT_MARKUP and "//fgb-xss.invalid" in SHORT_MARKUP, "the same off-origin image, the same code"


def test_a_query_rule_without_a_text_rule_above_it_spells_the_texts_out() -> None:
    read = {"call": {"call": "notes.search", "query": {"q": "milk"}}, "params": ["q"]}
    alone = {r["id"]: r["text"] for r in security_rules({"security": {"writes": [], "reads": [read]}})}
    assert PAYLOADS["metacharacters"] in alone[QUERY] and "above" not in alone[QUERY]
    write = {"call": {"call": "notes.create", "body": {"title": "T"}}, "text": ["/title"]}
    both = {r["id"]: r["text"] for r in security_rules({"security": {"writes": [write], "reads": [read]}})}
    assert "the texts above" in both[QUERY] and PAYLOADS["metacharacters"] in both[TEXT]


def test_an_api_that_refuses_in_the_body_is_judged_by_its_flag() -> None:
    refusal = {"pointer": "/ok", "value": False}
    op = BUILTINS.get("eval_security_refused")
    assert op is not None

    def refused_with(body: dict, base_body: dict | None = None, state: dict = SEED) -> tuple[bool, str]:
        ctx = CheckContext(
            exchanges=[Exchange(step="write", method="POST", url="/api/chat.delete", status=200, json=body)],
            before=SEED,
            after=state,
            keys=KEYS,
            stack={"base": PLAIN, "base_status": [200], "base_bodies": [base_body or {"ok": True}]},
        )
        named = {"answers": [200], "refusal": refusal, "error": {"pointer": "/error", "value": "cant_delete_message"}}
        verdict = op.function(ctx, named)
        return verdict.ok, verdict.message

    assert refused_with({"ok": False, "error": "cant_delete_message"})[0]
    ok, why = refused_with({"ok": True})
    assert not ok and "without refusing" in why
    ok, why = refused_with({"ok": False, "error": "not_authed"})
    assert not ok and "'cant_delete_message'" in why
    ok, why = refused_with({"ok": False, "error": "cant_delete_message"}, base_body={"ok": False, "error": "x"})
    assert not ok and "plain call itself was refused" in why, "refusing everything is broken, not safe"
    ok, _ = refused_with({"ok": False, "error": "cant_delete_message"}, state=with_title("gone"))
    assert not ok, "a refusal that changed the state"

    stored = BUILTINS.get("eval_security_stored")
    assert stored is not None
    ctx = CheckContext(
        exchanges=[Exchange(step="write", method="POST", url="/api/notes", status=200, json={"ok": False})],
        before=SEED,
        after=SEED,
        keys=KEYS,
        stack={"base": PLAIN, "base_status": [200], "base_bodies": [{"ok": True}]},
    )
    verdict = stored.function(ctx, {"payload": "x", "refusal": refusal})
    assert not verdict.ok and "refusing in its body" in verdict.message


def test_a_foreign_resource_named_in_the_body_aims_the_call_there() -> None:
    from forgingground.engine.security import aimed_at
    from forgingground.engine.security_rules import names_resource

    call = {"call": "chat.update", "body": {"channel": "C1", "ts": "1.0", "text": "hi"}}
    others = {"field": "/ts", "value": "2.0", "answers": [200], "label": "bob's message"}
    assert names_resource(call, others) and not names_resource({"call": "chat.postMessage", "body": {}}, others)
    aimed = aimed_at(call, others)
    assert json.loads(aimed["raw"]["text"]) == {"channel": "C1", "ts": "2.0", "text": "hi"}
    by_path = {"param": "id", "value": "n2", "answers": [403], "label": "another's note"}
    assert aimed_at({"call": "notes.delete", "path": {"id": "n1"}}, by_path)["path"] == {"id": "n2"}


def test_reddit_link_targets_are_probed_with_each_address_that_is_not_the_web() -> None:
    env = load_environment(REPO / "environments" / "reddit")
    contract = json.loads(env.contract.model_dump_json(exclude_none=True))
    link = contract["security"]["links"][0]
    units = [u for u in security_units(env) if u.id.startswith("security.links.")]
    assert len(units) == len(LINK_PAYLOADS)
    for unit in units:
        assert unit.base and unit.base[0].body == link["call"]["body"], "the plain call posts the web address"
        sent = json.loads(unit.steps[0].raw.text)
        assert sent[link["field"].lstrip("/")] in LINK_PAYLOADS.values()
        assert {k: v for k, v in sent.items() if k != "url"} == {k: v for k, v in link["call"]["body"].items() if k != "url"}
        assert unit.asserts[0].check.params == {"answers": link["answers"]}
    rules = {r["id"]: r for r in security_rules(contract)}
    assert [f["id"] for f in rules[LINKS]["facets"]] == ["posts-create-url"]
    flows, _ = security_flows(env)
    assert len(security_units(env)) + len(flows) == probe_count(contract)


def test_gold_spotify_passes_and_an_escaping_sanitiser_is_caught(tmp_path: Path) -> None:
    env = load_environment(REPO / "environments" / "spotify")
    from forgingground.engine.app_process import AppProcess
    from forgingground.gold import gold_command

    with AppProcess(gold_command(REPO, "spotify"), tmp_path / "gold.log", cwd=REPO) as app:
        report = verify(env, app.url, RunOptions(layers=("security",)))
    security = report["scores"]["security"]
    assert security["status"] == "scored" and security["value"] == 1.0, [
        r["message"] for r in report["results"] if r["outcome"] != "pass"
    ]
    flows, _ = security_flows(env)
    assert flows and security["denominator"] == len(security_units(env)) + len(flows)
    assert report["scores"]["leaf_pass"]["status"] == "not_run"

    mutant = verify_mutant(REPO, "spotify", "insecure_text_escaped", ("security",), tmp_path / "mutant.log", True, env)
    failed = {r["id"] for r in mutant["results"] if r["outcome"] == "fail"}
    # html.escape turns markup, quotes and & into entities: the stored text differs, and the pages show the entities'
    # text; long plain text has none of them and is stored as sent
    stored = {f for f in failed if f.startswith("security.text.")}
    assert {f.rsplit(".", 1)[1] for f in stored} == {"markup", "metacharacters"}, failed
    assert failed - stored == {f"security.shown.{f.id.removeprefix('security.shown.')}" for f in flows}, failed
