# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints


class Seed(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    now: Annotated[
        AwareDatetime, Field(description='The frozen clock, RFC 3339 in UTC.')
    ]
    generator: Annotated[
        str | None,
        Field(description='The command that rebuilt this file, when it is generated.'),
    ] = None
    tables: dict[
        Annotated[str, StringConstraints(pattern=r'^[a-z_][a-z0-9_]*$')],
        list[dict[str, Any]],
    ]
