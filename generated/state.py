# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, StringConstraints


class State(BaseModel):
    tables: dict[
        Annotated[str, StringConstraints(pattern=r'^[a-z_][a-z0-9_]*$')],
        list[dict[str, Any]],
    ]
