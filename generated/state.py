# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, Field, StringConstraints


class State(BaseModel):
    tables: dict[
        Annotated[str, StringConstraints(pattern=r'^[a-z_][a-z0-9_]*$')],
        list[dict[str, Any]],
    ]
    epoch: Annotated[
        int | None,
        Field(
            description='Optional reset counter: how many times POST /api/reset ran (it answers {"epoch": n} too); a verifier that sees it jump knows another client reset the app.',
            ge=0,
        ),
    ] = None
