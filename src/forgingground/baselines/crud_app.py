"""The CRUD-only baseline: every contract endpoint served as plain storage over the seed tables, no business rules, no UI.

It shows what plain CRUD earns on each layer, and so how much an environment's rules, chains and UI add on top.
It reads only contract.json and seed/seed.json from the environment folder and executes nothing there.
Run: python -m forgingground.baselines.crud_app ENV_DIR --port 8000
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route as StarletteRoute

from forgingground.generated.contract import Contract

from . import render
from .naming import singular
from .routes import Level, Route, plan
from .store import Row, Store

CONTRACT, SEED = "contract.json", "seed/seed.json"


class NotFound(Exception):
    """A row the path names does not exist: answered 404 in FastAPI's plain shape, as a generic CRUD app would."""


class CrudApp:
    """The routes of one environment over one in-memory store."""

    def __init__(self, contract: Contract, seed: dict[str, Any]) -> None:
        self.store = Store(contract.entities, seed["tables"])
        # Fewer path parameters first, so /drafts/send is tried before /drafts/{id}.
        self.routes = sorted(plan(contract), key=lambda r: r.endpoint.path.count("{"))

    def info(self) -> dict[str, Any]:
        return {
            "mapped": [{"endpoint": r.endpoint.id, "op": r.op, "table": r.table} for r in self.routes if r.op],
            "unmapped": [{"endpoint": r.endpoint.id, "reason": r.reason} for r in self.routes if not r.op],
        }

    def match(self, method: str, path: str) -> tuple[Route, dict[str, str]] | None:
        for route in self.routes:
            if route.endpoint.method.value == method and (m := route.pattern.match(path)):
                return route, m.groupdict()
        return None

    # -- the operations ------------------------------------------------------------------------------
    def handle(self, route: Route, values: dict[str, str], query: dict[str, str], body: dict[str, Any]) -> tuple[int, Any]:
        """(status, body) of one mapped call; the status is the contract's success status, never a rule's verdict."""
        status = route.endpoint.success_status or 200
        schema = route.endpoint.response_schema
        table, last = route.table or "", route.levels[-1]
        rows, parent = self._resolve(route.levels, values)
        if route.rpc:  # Slack-style: the row is named by query or body keys, not the path
            keys = {**query, **body}
            rows = self._filter(table, rows, keys, identity=True)
        if route.op == "list":
            return status, render.many(self._filter(table, rows, query), schema)
        if route.op == "create":
            return status, render.one(self._create(table, parent, body), schema)
        if route.rpc:
            row = rows[0] if rows else None
        else:
            row = self.store.find(table, {p: values[p] for p in last.params}, rows)
        if row is None:
            raise NotFound(f"no {singular(table)} matches {route.endpoint.path}")
        if route.op in ("patch", "replace"):
            for key, value in body.items():
                column = self.store.column_for(table, key)
                if column and column not in self.store.pk(table):
                    row[column] = value
        elif route.op == "delete":
            self.store.tables[table].remove(row)
        return status, (None if status == 204 else render.one(row, schema))

    def _resolve(self, levels: list[Level], values: dict[str, str]) -> tuple[list[Row], tuple[str, Row] | None]:
        """Rows of the last level's table under the row the earlier levels name, and that row; 404 when one is missing."""
        parent: tuple[str, Row] | None = None
        for level in levels:
            rows = self._children(level.table, parent)
            if level is levels[-1]:
                return rows, parent
            if level.params:
                row = self.store.find(level.table, {p: values[p] for p in level.params}, rows)
                if row is None:
                    raise NotFound(f"no {singular(level.table)} {'/'.join(values[p] for p in level.params)}")
                parent = (level.table, row)
        return [], parent

    def _children(self, table: str, parent: tuple[str, Row] | None) -> list[Row]:
        rows = self.store.tables[table]
        link = self.store.link(table, parent[0]) if parent else None
        if parent is None or link is None:
            return rows
        column, parent_column = link
        return [r for r in rows if r.get(column) == parent[1].get(parent_column)]

    def _filter(self, table: str, rows: list[Row], keys: dict[str, Any], identity: bool = False) -> list[Row]:
        """Equality filters for query keys that name a column (and, for RPC identity, the table's own name: user=U1)."""
        for key, value in keys.items():
            column = self.store.column_for(table, key)
            if identity and column is None and key == singular(table) and len(self.store.pk(table)) == 1:
                column = self.store.pk(table)[0]
            if column is not None and not isinstance(value, (dict, list)):
                rows = [r for r in rows if str(r.get(column)) == str(value)]
        return rows

    def _create(self, table: str, parent: tuple[str, Row] | None, body: dict[str, Any]) -> Row:
        """Insert the body's known keys as a row, linked to the parent row the path names, with a generated key."""
        row: Row = dict.fromkeys(self.store.columns(table))
        for key, value in body.items():
            if column := self.store.column_for(table, key):
                row[column] = value
        link = self.store.link(table, parent[0]) if parent else None
        if parent is not None and link is not None:
            row[link[0]] = parent[1].get(link[1])
        pk = self.store.pk(table)
        if len(pk) == 1 and row.get(pk[0]) is None:
            row[pk[0]] = self.store.new_id(table)
        self.store.tables[table].append(row)
        return row


def command(env_dir: Path) -> str:
    """The shell command that serves an environment with this app; {port} is filled by whoever starts it."""
    return f"{sys.executable} -m forgingground.baselines.crud_app {env_dir} --port {{port}}"


def build_app(env_dir: Path) -> tuple[Starlette, CrudApp]:
    """The app over an environment folder; reads its contract and seed as data, nothing else."""
    contract = Contract.model_validate(json.loads((env_dir / CONTRACT).read_text()))
    crud = CrudApp(contract, json.loads((env_dir / SEED).read_text()))

    async def dispatch(request: Request) -> Response:
        path = request.url.path
        if path == "/api/state" and request.method == "GET":
            return JSONResponse({"tables": crud.store.tables})
        if path == "/api/reset" and request.method == "POST":
            crud.store.reset()
            return JSONResponse({"ok": True})
        if path == "/api/baseline-info" and request.method == "GET":
            return JSONResponse(crud.info())
        found = crud.match(request.method, path)
        if found is None:
            return JSONResponse({"detail": "Not Found"}, status_code=404)
        route, values = found
        if not route.op:
            return JSONResponse({"detail": f"not implemented by the CRUD-only baseline: {route.reason}"}, status_code=501)
        body = await _json_body(request)
        try:
            status, payload = crud.handle(route, values, dict(request.query_params), body)
        except NotFound as e:
            return JSONResponse({"detail": str(e)}, status_code=404)
        return Response(status_code=status) if payload is None else JSONResponse(payload, status_code=status)

    methods = ["GET", "POST", "PUT", "PATCH", "DELETE"]
    app = Starlette(routes=[StarletteRoute("/{path:path}", dispatch, methods=methods)])
    return app, crud


async def _json_body(request: Request) -> dict[str, Any]:
    """The body as a JSON object; a form body (Slack clients send those) is read as one; anything else is empty."""
    raw = await request.body()
    if not raw:
        return {}
    if request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        return dict((await request.form()).items())
    try:
        body = json.loads(raw)
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m forgingground.baselines.crud_app", description=__doc__)
    parser.add_argument("env_dir", type=Path, help="the environment folder whose contract and seed the app serves")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args(argv)
    for name in (CONTRACT, SEED):
        if not (args.env_dir / name).is_file():
            parser.error(f"{args.env_dir / name} does not exist: pass an environment folder such as environments/google-tasks")
    try:
        app, crud = build_app(args.env_dir)
    except (
        ValueError,
        KeyError,
    ) as exc:  # bad JSON, a seed without tables, or a contract that does not match schemas/contract.schema.json
        parser.error(f"{args.env_dir} is not a valid environment ({str(exc).splitlines()[0]}): run `fgb validate` on it")
    unmapped = crud.info()["unmapped"]
    print(f"crud_app: {len(crud.routes) - len(unmapped)}/{len(crud.routes)} endpoints mapped to plain CRUD", file=sys.stderr)
    for item in unmapped:
        print(f"crud_app: unmapped {item['endpoint']}: {item['reason']}", file=sys.stderr)

    import uvicorn

    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
