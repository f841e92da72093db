# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field


class Difficulty(StrEnum):
    easy = 'easy'
    medium = 'medium'
    hard = 'hard'


class GraderItem(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    op: Annotated[str, Field(pattern='^eval_[a-z0-9_]+$')]
    params: dict[str, Any] | None = {}


class Oracle(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    steps: list[dict[str, Any]] | None = None
    ui_flow: str | None = None


class Task(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    goal: Annotated[
        str, Field(description='What a person would ask an agent to do.', min_length=1)
    ]
    difficulty: Difficulty
    possible: Annotated[
        bool, Field(description='False when the right behaviour is to change nothing.')
    ]
    family: str | None = None
    grader: Annotated[
        list[GraderItem],
        Field(
            description="Checks over the state diff between restore and the end; each names an op from the contract's asserts_vocab.",
            min_length=1,
        ),
    ]
    oracle: Annotated[
        Oracle,
        Field(
            description="A solution: API steps (same shape as a chain's) or a ui_flow id."
        ),
    ]


class Tasks(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    tasks: list[Task]
