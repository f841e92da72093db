# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field


class Level(StrEnum):
    leaf = 'leaf'
    mid = 'mid'
    root = 'root'
    visual = 'visual'


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


class Asserts(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    asserts: list[Assert]
