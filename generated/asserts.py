# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, RootModel


class Level(StrEnum):
    leaf = 'leaf'
    mid = 'mid'
    root = 'root'
    visual = 'visual'
    security = 'security'


class Check(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    op: Annotated[
        str,
        Field(
            description="An op from the contract's asserts_vocab.",
            pattern='^eval_[a-z0-9_]+$',
        ),
    ]
    params: dict[str, Any] | None = {}


class Rule(RootModel[str]):
    root: Annotated[
        str,
        Field(
            pattern='^((api|screen|checkpoint):[A-Za-z0-9_.:-]+|[a-z0-9][a-z0-9_-]*(\\.[a-z0-9][a-z0-9_-]*)+)$'
        ),
    ]


class FacetRef(RootModel[str]):
    root: Annotated[
        str,
        Field(
            description='A facet as asserts and journey steps cite it: <rule id>#<facet id>.',
            pattern='^[a-z0-9][a-z0-9_-]*(\\.[a-z0-9][a-z0-9_-]*)+#[a-z0-9][a-z0-9_-]*$',
        ),
    ]


class Assert(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    level: Level
    statement: Annotated[
        str, Field(description='The sentence a person reads.', min_length=1)
    ]
    check: Check
    rules: Annotated[
        list[Rule] | None,
        Field(
            description="The rules this assert judges: rule ids from contract.json, `api:<endpoint>` for a status or shape check against the API section, `screen:<screen>` (or `checkpoint:<checkpoint>`) for a visual check against the screen's (or the journey checkpoint's) reference.",
            validate_default=True,
        ),
    ] = []
    invariant: Annotated[
        bool | None,
        Field(
            description='The assert checks something that must hold before and after the action (e.g. nothing else changed): the vacuity check skips it.'
        ),
    ] = False
    facets: Annotated[
        list[FacetRef] | None,
        Field(
            description="The rule facets this assert judges, as <rule id>#<facet id>; the rule must be among the assert's rules.",
            validate_default=True,
        ),
    ] = []


class Asserts(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    asserts: list[Assert]
