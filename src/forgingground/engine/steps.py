"""Run a sequence of API steps: fill ${captures}, apply the environment's body transforms, call, capture."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote, urlencode, urlsplit

import jmespath

from ..generated.contract import Endpoint, Step
from .context import Exchange
from .http import AppClient
from .transforms import Transform

PLACEHOLDER = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
PATH_PARAM = re.compile(r"\{(\+?)([A-Za-z_][A-Za-z0-9_]*)\}")


def substitute(value: Any, variables: dict[str, Any]) -> Any:
    """Replace ${name} placeholders; a value that is exactly one placeholder keeps the captured type."""
    if isinstance(value, str):
        whole = PLACEHOLDER.fullmatch(value)
        if whole and whole.group(1) in variables:
            return variables[whole.group(1)]
        return PLACEHOLDER.sub(lambda m: str(variables.get(m.group(1), m.group(0))), value)
    if isinstance(value, list):
        return [substitute(v, variables) for v in value]
    if isinstance(value, dict):
        return {k: substitute(v, variables) for k, v in value.items()}
    return value


def apply_transforms(value: Any, transforms: dict[str, Transform]) -> Any:
    """Replace {"$name": args} by transforms["$name"](args), depth first (e.g. gmail's $rfc2822)."""
    if isinstance(value, dict):
        if len(value) == 1:
            ((key, args),) = value.items()
            if key in transforms:
                return transforms[key](apply_transforms(args, transforms))
        return {k: apply_transforms(v, transforms) for k, v in value.items()}
    if isinstance(value, list):
        return [apply_transforms(v, transforms) for v in value]
    return value


def build_path(template: str, values: dict[str, Any]) -> str:
    def fill(match: re.Match[str]) -> str:
        reserved, name = match.groups()
        raw = str(values.get(name, match.group(0)))
        return quote(raw, safe="/" if reserved else "")

    return PATH_PARAM.sub(fill, template)


FORM = "application/x-www-form-urlencoded"


def verbatim_body(step: Step, captures: dict[str, Any]) -> tuple[str | None, dict[str, str]]:
    """A step's form fields or raw body as the text sent, and its headers (the content type among them)."""
    headers = {k.lower(): str(substitute(v, captures)) for k, v in (step.headers or {}).items()}
    if step.form is not None:
        fields = substitute(dict(step.form), captures)
        values = {k: _form_value(v) for k, v in fields.items()}
        return urlencode(values), {"content-type": FORM, **headers}
    if step.raw is not None:
        return str(substitute(step.raw.text, captures)), {"content-type": step.raw.content_type, **headers}
    return None, headers


def _form_value(value: Any) -> str:
    """A form field as text: booleans as JSON spells them, whole numbers without a fraction."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def run_steps(
    client: AppClient,
    steps: list[Step],
    endpoints: dict[str, Endpoint],
    transforms: dict[str, Transform],
    variables: dict[str, Any] | None = None,
) -> tuple[list[Exchange], dict[str, Any]]:
    """Execute steps in order; stop at the first infrastructure error (the rest could not mean anything)."""
    captures: dict[str, Any] = dict(variables or {})
    exchanges: list[Exchange] = []
    for step in steps:
        endpoint = endpoints[step.call]
        try:
            path = build_path(endpoint.path, substitute(step.path or {}, captures))
        except UnicodeEncodeError as exc:  # a value the app returned (a lone surrogate) cannot be in a URL: its fault
            ex = Exchange(step=step.name or step.call, method=endpoint.method.value, url=endpoint.path, call=step.call)
            ex.error = f"the request cannot be built from the values the app returned: {exc}"
            exchanges.append(ex)
            continue
        query = apply_transforms(substitute(step.query or {}, captures), transforms)
        has_body = "body" in step.model_fields_set
        body = apply_transforms(substitute(step.body, captures), transforms) if has_body else None
        text, headers = verbatim_body(step, captures)
        ex = client.request(
            (step.method or endpoint.method).value,
            path,
            params=query or None,
            body=body,
            step=step.name or step.call,
            has_body=has_body,
            text=text,
            headers=headers,
        )
        ex.call = step.call
        exchanges.append(ex)
        if ex.error_kind:
            break
        for name, expr in (step.capture or {}).items():
            if ex.has_json:
                try:
                    captures[name] = jmespath.search(expr, ex.json)
                except jmespath.exceptions.JMESPathError:
                    captures[name] = None
    return exchanges, captures


def refusal(exchanges: list[Exchange], wanted: int) -> str | None:
    """Why setup calls did not make their state: the first one that failed or answered an error (None: all made)."""
    for i, ex in enumerate(exchanges, 1):
        if ex.error or ex.status is None or ex.status >= 400:
            where = urlsplit(ex.url)
            shown = where.path + (f"?{where.query}" if where.query else "")
            return f"setup call {i} ({ex.method} {shown}) answered {ex.error or f'HTTP {ex.status}'}"[:500]
    if len(exchanges) < wanted:
        return f"setup call {len(exchanges) + 1} was not made"
    return None
