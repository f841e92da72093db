"""The discovery deriver, field by field on a small document, and its errors on bad ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.cli import main
from forgingground.derive import DeriveError, derive_discovery

DOC = {
    "name": "notes",
    "version": "v2",
    "servicePath": "notes/v2/",
    "revision": "20260101",
    "schemas": {
        "Note": {
            "id": "Note",
            "type": "object",
            "properties": {
                "id": {"type": "string"},
                "tags": {"type": "array", "items": {"type": "string"}},
                "parent": {"$ref": "Note"},
                "size": {"type": "integer", "format": "int32"},
                "kind": {"type": "string", "enum": ["text", "list"]},
                "extra": {"type": "object", "additionalProperties": {"type": "any"}},
            },
        },
        "ListNotesResponse": {
            "type": "object",
            "properties": {"notes": {"type": "array", "items": {"$ref": "Note"}}, "nextPageToken": {"type": "string"}},
        },
        "Unused": {"type": "object", "properties": {"x": {"type": "boolean"}}},
    },
    "resources": {
        "users": {
            "resources": {
                "notes": {
                    "methods": {
                        "list": {
                            "id": "notes.users.notes.list",
                            "httpMethod": "GET",
                            "path": "users/{userId}/notes",
                            "description": "Lists notes.\nMore text.",
                            "parameterOrder": ["userId"],
                            "parameters": {
                                "userId": {"type": "string", "location": "path", "required": True},
                                "maxResults": {"type": "integer", "location": "query", "default": "10"},
                                "labelIds": {"type": "string", "location": "query", "repeated": True},
                            },
                            "response": {"$ref": "ListNotesResponse"},
                        },
                        "delete": {
                            "id": "notes.users.notes.delete",
                            "httpMethod": "DELETE",
                            "path": "users/{userId}/notes/{id}",
                            "parameterOrder": ["userId", "id"],
                            "parameters": {
                                "userId": {"type": "string", "location": "path", "required": True},
                                "id": {"type": "string", "location": "path", "required": True},
                            },
                        },
                        "create": {
                            "id": "notes.users.notes.create",
                            "httpMethod": "POST",
                            "path": "users/{userId}/notes",
                            "parameters": {"userId": {"type": "string", "location": "path", "required": True}},
                            "request": {"$ref": "Note"},
                            "response": {"$ref": "Note"},
                        },
                    }
                }
            }
        }
    },
}


def by_id(endpoints: list[dict]) -> dict[str, dict]:
    return {e["id"]: e for e in endpoints}


def test_methods_paths_and_status() -> None:
    api = by_id(derive_discovery(DOC))
    assert sorted(api) == ["notes.users.notes.create", "notes.users.notes.delete", "notes.users.notes.list"]
    listing = api["notes.users.notes.list"]
    assert (listing["method"], listing["path"], listing["success_status"]) == ("GET", "/notes/v2/users/{userId}/notes", 200)
    assert listing["summary"] == "Lists notes."
    assert api["notes.users.notes.delete"]["success_status"] == 204, "no response body means 204"
    assert api["notes.users.notes.delete"]["response_schema"] is None
    assert listing["source"] == {"kind": "discovery", "ref": "notes.users.notes.list", "document": "notes.v2"}


def test_parameters_keep_order_location_and_repetition() -> None:
    params = by_id(derive_discovery(DOC))["notes.users.notes.list"]["params"]
    assert [p["name"] for p in params] == ["userId", "labelIds", "maxResults"]
    assert params[0] == {"name": "userId", "in": "path", "required": True, "schema": {"type": "string"}}
    assert params[1]["repeated"] is True and params[1]["in"] == "query"
    assert params[2]["schema"] == {"type": "integer", "default": "10"}


def test_refs_are_resolved_into_defs_with_recursion() -> None:
    schema = by_id(derive_discovery(DOC))["notes.users.notes.list"]["response_schema"]
    assert schema["$ref"] == "#/$defs/ListNotesResponse"
    assert sorted(schema["$defs"]) == ["ListNotesResponse", "Note"], "only what is reachable, Unused left out"
    note = schema["$defs"]["Note"]
    assert note["properties"]["parent"] == {"$ref": "#/$defs/Note"}
    assert note["properties"]["kind"] == {"type": "string", "enum": ["text", "list"]}
    assert note["properties"]["size"] == {"type": "integer", "format": "int32"}
    assert note["properties"]["extra"] == {"type": "object", "additionalProperties": {}}


def test_derived_schemas_validate_real_bodies() -> None:
    import jsonschema

    schema = by_id(derive_discovery(DOC))["notes.users.notes.list"]["response_schema"]
    jsonschema.validate({"notes": [{"id": "n1", "parent": {"id": "n0"}}]}, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"notes": [{"id": 5}]}, schema)


def test_include_and_exclude_patterns() -> None:
    assert [e["id"] for e in derive_discovery(DOC, include=["*.list", "*.create"], exclude=["*.create"])] == [
        "notes.users.notes.list"
    ]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("schemas"), "not a discovery document: no 'schemas'"),
        (
            lambda d: d["resources"]["users"]["resources"]["notes"]["methods"]["list"].update(response={"$ref": "Nope"}),
            "$ref 'Nope' names no schema",
        ),
        (lambda d: d["schemas"]["Note"]["properties"]["id"].update(type="strang"), "unknown discovery type 'strang'"),
        (lambda d: d["resources"]["users"]["resources"]["notes"]["methods"]["list"].pop("httpMethod"), "has no 'httpMethod'"),
    ],
)
def test_bad_documents_give_clear_errors(change, message) -> None:
    doc = json.loads(json.dumps(DOC))
    change(doc)
    with pytest.raises(DeriveError, match=message.replace("$", r"\$").replace("(", r"\(")):
        derive_discovery(doc)


def test_cli_writes_derived_contract_with_provenance(tmp_path: Path, env_root: Path, capsys) -> None:
    source = tmp_path / "notes.v2.json"
    source.write_text(json.dumps(DOC))
    out = tmp_path / "derived" / "notes.v2.json"
    assert main(["--root", str(env_root), "derive", "--discovery", str(source), "--out", str(out)]) == 0
    derived = json.loads(out.read_text())
    meta = json.loads(out.with_suffix(".meta.json").read_text())
    assert len(derived["api"]) == 3
    import hashlib

    assert meta["sha256"] == hashlib.sha256(source.read_bytes()).hexdigest()
    assert meta["revision"] == "20260101"


def test_cli_reports_invalid_json_without_traceback(tmp_path: Path, env_root: Path, capsys) -> None:
    source = tmp_path / "broken.json"
    source.write_text('{"name": "x",')
    assert main(["--root", str(env_root), "derive", "--discovery", str(source)]) == 2
    assert "invalid JSON at line 1" in capsys.readouterr().err


def test_gmail_contract_matches_the_shipped_discovery_document() -> None:
    """environments/gmail's api is exactly what the deriver makes of the installed gmail.v1 (minus the documented exclusions)."""
    from forgingground.derive.provenance import find_discovery, provenance

    repo = Path(__file__).resolve().parents[2]
    contract = json.loads((repo / "environments/gmail/contract.json").read_text())
    meta = json.loads((repo / "environments/gmail/meta.json").read_text())
    source = find_discovery("gmail.v1")
    origin = provenance(source)
    assert (origin["package"], origin["version"]) == (meta["sources"]["api"]["package"], meta["sources"]["api"]["version"]), (
        "pyproject pins the google-api-python-client release gmail was derived from"
    )
    assert origin["sha256"] == meta["sources"]["api"]["sha256"]
    derived = derive_discovery(
        json.loads(source.read_text()),
        exclude=["*.watch", "*.stop", "gmail.users.settings.cse.*", "gmail.users.settings.sendAs.smimeInfo.*"],
    )
    # What the environment adds on top of the derivation: which orders and offsets its document states as rules, and
    # which tables each endpoint writes and reads (integration coverage).
    annotations = ("ordered", "keeps_offsets", "writes", "reads")
    assert [{k: v for k, v in e.items() if k not in annotations} for e in contract["api"]] == derived
    assert any("ordered" in e for e in contract["api"]), "gmail declares the orders its document states"
    assert len(derived) >= 60
