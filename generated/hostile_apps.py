# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class Case(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(description='the test that ran the case', min_length=1)]
    what: Annotated[
        str,
        Field(description='what the app does and what the verifier must make of it'),
    ]
    survived: bool


class HostileApps(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    generated_by: Annotated[
        str | None, Field(description='the command that remakes the file')
    ] = None
    tried: Annotated[int, Field(ge=0)]
    survived: Annotated[int, Field(ge=0)]
    cases: list[Case]
