"""Generic list/get/create/replace/patch/delete handlers over one table: plain endpoints need no hand-written code.

An app describes a resource once (its table, how a row looks in the API, which body keys it may write, which
path parameters scope it) and binds the endpoint ids to the methods of `Crud(resource)`; only behaviour beyond
plain storage (search, booking rules, ordering, state machines) is written by hand, usually as a hook here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from . import clock
from .errors import bad_request, not_found

Row = Any
Hook = Callable[[Session, Row, dict[str, Any]], None]


def iso_now() -> str:
    return clock.now().strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Resource:
    """How one table is served: see the module docstring. Callables get the session where they may need it."""

    model: Any
    render: Callable[[Row], Any]
    id_param: str = "id"  # the path (or query) parameter that names the row
    id_column: str = "id"  # the column id_param is matched against (a name, a per-repo number ...)
    pk: str = "id"  # the primary-key column new_id fills and children refer to
    scope: dict[str, str] = field(default_factory=dict)  # parameter -> column: rows belong to their parent
    fields: dict[str, str] = field(default_factory=dict)  # body key -> column it writes
    required: tuple[str, ...] = ()  # body keys a create must carry (non-empty)
    defaults: dict[str, Any] = field(default_factory=dict)  # column -> value or callable(session, values)
    new_id: Callable[[Session], Any] | None = None  # None: the database assigns it
    created: tuple[str, ...] = ()  # columns stamped with the clock on create
    updated: tuple[str, ...] = ()  # columns stamped on every write
    filters: dict[str, str] = field(default_factory=dict)  # query parameter -> column, equality, when given
    order_by: tuple[str, ...] = ("id",)  # a leading "-" sorts descending
    envelope: Callable[[list[Any], dict[str, Any]], Any] = lambda items, params: items
    one: Callable[[Any], Any] = lambda item: item  # how a single rendered row is wrapped (Slack's {"ok", "user"})
    children: tuple[tuple[Any, str], ...] = ()  # (model, column): rows deleted with the row, one statement per model
    now: Callable[[], str] = iso_now  # the timestamp format of `created`/`updated` columns
    resolve: Callable[[Session, dict[str, Any]], dict[str, Any]] | None = (
        None  # extra params from the path (owner/repo -> repo_id)
    )
    parent: Crud | None = None  # rows live under a parent row that must exist (its id_param is among the params)
    validate: Hook | None = None  # called before every write with the values being written
    after_write: Hook | None = None  # called after a create/patch/replace, before the commit
    not_found: Callable[[], Exception] = not_found
    bad_request: Callable[[str], Exception] = bad_request


class Crud:
    """The generic handlers of one Resource, with the signature the scaffolded routes call."""

    def __init__(self, resource: Resource) -> None:
        self.r = resource

    # -- reading -------------------------------------------------------------------------------------
    def query(self, session: Session, params: dict[str, Any]) -> list[Row]:
        r = self.r
        stmt = select(r.model)
        for param, column in r.scope.items():
            stmt = stmt.where(getattr(r.model, column) == params.get(param))
        for param, column in r.filters.items():
            if params.get(param) is not None:
                stmt = stmt.where(getattr(r.model, column) == params[param])
        order = [getattr(r.model, c[1:]).desc() if c.startswith("-") else getattr(r.model, c) for c in r.order_by]
        return list(session.scalars(stmt.order_by(*order)))

    def row(self, session: Session, params: dict[str, Any]) -> Row:
        """The row the parameters name, inside its scope; the resource's not-found error otherwise."""
        r = self.r
        ident = params.get(r.id_param)
        if ident is None:
            raise r.not_found()
        found = session.scalars(select(r.model).where(getattr(r.model, r.id_column) == _typed(r, ident))).first()
        if found is None or any(getattr(found, c) != _typed_value(found, c, params.get(p)) for p, c in r.scope.items()):
            raise r.not_found()
        return found

    def _params(self, session: Session, params: dict[str, Any]) -> dict[str, Any]:
        return {**params, **self.r.resolve(session, params)} if self.r.resolve is not None else params

    def list_(self, session: Session, **params: Any) -> Any:
        params = self._params(session, params)
        if self.r.parent is not None:
            self.r.parent.row(session, params)
        return self.r.envelope([self.r.render(x) for x in self.query(session, params)], params)

    def get(self, session: Session, **params: Any) -> Any:
        return self.r.one(self.r.render(self.row(session, self._params(session, params))))

    # -- writing -------------------------------------------------------------------------------------
    def values(self, body: dict[str, Any] | None) -> dict[str, Any]:
        """Body keys the resource may write, as column -> value."""
        if body is not None and not isinstance(body, dict):
            raise self.r.bad_request("The request body must be a JSON object")
        return {column: (body or {})[key] for key, column in self.r.fields.items() if key in (body or {})}

    def create(self, session: Session, *, body: dict[str, Any] | None = None, **params: Any) -> Any:
        r = self.r
        params = self._params(session, params)
        if r.parent is not None:
            r.parent.row(session, params)
        values = self.values(body)  # refuses a body that is not an object before anything reads it
        for key in r.required:
            if (body or {}).get(key) in (None, "", []):
                raise r.bad_request(f"{key} is required")
        for param, column in r.scope.items():
            values[column] = params.get(param)
        for column, default in r.defaults.items():
            if column not in values:
                values[column] = default(session, values) if callable(default) else default
        for column in (*r.created, *r.updated):
            values[column] = r.now()
        if r.new_id is not None:
            values[r.pk] = r.new_id(session)
        row = r.model(**values)
        return self._write(session, row, values, new=True)

    def patch(self, session: Session, *, body: dict[str, Any] | None = None, **params: Any) -> Any:
        row = self.row(session, self._params(session, params))
        values = self.values(body)
        for column in self.r.updated:
            values[column] = self.r.now()
        return self._write(session, row, values)

    def replace(self, session: Session, *, body: dict[str, Any] | None = None, **params: Any) -> Any:
        """PUT: the fields the body does not carry go back to their defaults."""
        r = self.r
        row = self.row(session, self._params(session, params))
        values = self.values(body)
        for column, default in r.defaults.items():
            if column in r.fields.values() and column not in values:
                values[column] = default(session, values) if callable(default) else default
        for column in r.updated:
            values[column] = r.now()
        return self._write(session, row, values)

    def delete(self, session: Session, **params: Any) -> None:
        row = self.row(session, self._params(session, params))
        ident = getattr(row, self.r.pk)
        for model, column in self.r.children:
            # One DELETE per model: rows that refer to each other (subtasks) go together, and the
            # foreign keys are checked at the end of the statement, on SQLite and PostgreSQL alike.
            session.execute(delete(model).where(getattr(model, column) == ident))
        session.delete(row)
        session.commit()

    def _write(self, session: Session, row: Row, values: dict[str, Any], new: bool = False) -> Any:
        if self.r.validate is not None:
            self.r.validate(session, row, values)
        for column, value in values.items():
            setattr(row, column, value)
        if new:
            session.add(row)
        session.flush()
        if self.r.after_write is not None:
            self.r.after_write(session, row, values)
        session.commit()
        return self.r.one(self.r.render(row))


def _typed(r: Resource, value: Any) -> Any:
    """Path parameters arrive as text; integer id columns compare as integers (a non-number matches nothing)."""
    column = getattr(r.model, r.id_column)
    if column.type.python_type is int:
        try:
            return int(value)
        except (TypeError, ValueError):
            return -1
    return value


def _typed_value(row: Row, column: str, value: Any) -> Any:
    current = getattr(row, column)
    if isinstance(current, int) and not isinstance(current, bool) and value is not None:
        try:
            return int(value)
        except (TypeError, ValueError):
            return value
    return value
