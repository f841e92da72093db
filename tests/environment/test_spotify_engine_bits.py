"""The two engine allowances the spotify environment needed: a server's version segment before a derived OpenAPI 3
path, and a scaffolded route that takes a JSON list body where the request schema allows an array."""

from __future__ import annotations

import pytest
from forgingground.generated.contract import Endpoint

from forgingground.environment.crossrefs import _server_prefixed
from forgingground.scaffold.routes import render_routes


@pytest.mark.parametrize(
    ("path", "derived", "ok"),
    [
        ("/v1/me/tracks", "/me/tracks", True),
        ("/v12/playlists/{playlist_id}", "/playlists/{playlist_id}", True),
        ("/api/me/tracks", "/me/tracks", False),  # not a version segment
        ("/v1/v2/me", "/me", False),  # one segment only
        ("/v1/me/tracks", "/me/albums", False),
        ("/me/tracks", "/me/tracks", False),  # equal paths are compared before this allowance
    ],
)
def test_a_version_segment_may_prefix_a_derived_path(path: str, derived: str, ok: bool) -> None:
    assert _server_prefixed(path, derived) is ok


@pytest.mark.parametrize(
    ("schema", "annotation"),
    [
        ({"type": "object"}, "dict[str, Any] | None"),
        ({"type": "array", "items": {"type": "string"}}, "list[Any] | None"),
        ({"type": ["object", "array"]}, "dict[str, Any] | list[Any] | None"),
        ({"properties": {"a": {"type": "string"}}}, "dict[str, Any] | None"),
    ],
)
def test_the_body_parameter_follows_the_request_schema(schema: dict, annotation: str) -> None:
    endpoint = Endpoint.model_validate({"id": "things_add", "method": "POST", "path": "/v1/things", "request_schema": schema})
    routes = render_routes("demo", [endpoint])["things.py"]
    assert f"body: Annotated[{annotation}, Body()] = None," in routes
