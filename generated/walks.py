# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel


class Answer(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    expr: Annotated[str, Field(min_length=1)]
    equals: Any


class QueryItem(RootModel[str]):
    root: Annotated[str, Field(min_length=1)]


class LeaveOut(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    order_of: Annotated[str, Field(min_length=1)]


class Free(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    call: Annotated[
        str, Field(description='The endpoint (contract api id).', min_length=1)
    ]
    answer: Annotated[
        Answer | None,
        Field(
            description="Only where gold's answer holds this value (JMESPath over the body): e.g. a refusal the brief does not state."
        ),
    ] = None
    query: Annotated[
        list[QueryItem] | None,
        Field(
            description="Only where the request's query names one of these parameters.",
            min_length=1,
        ),
    ] = None
    leave_out: Annotated[
        Literal['step'] | LeaveOut,
        Field(
            description='`step`: the step is dropped from the walk (with the steps that use what it made); `{"order_of": EXPR}`: that read is compared in any order.'
        ),
    ]
    why: Annotated[
        str, Field(description='What the brief leaves open here.', min_length=10)
    ]


class StatusInItem(RootModel[int]):
    root: Annotated[int, Field(ge=400, le=599)]


class Kind(Enum):
    value = 'value'
    length = 'length'
    exists = 'exists'


class Read(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    expr: Annotated[str, Field(min_length=1)]
    kind: Kind
    value: Annotated[
        Any,
        Field(
            description="What gold showed: ${var} for what the walk captured, $fresh:N for an id gold made that the app's own id stands in for."
        ),
    ]
    ordered: Annotated[
        bool | None,
        Field(
            description='The top list is compared in order (an assert compares it in order).'
        ),
    ] = None


class Observation(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    step: str
    status: Annotated[int | None, Field(ge=100, le=599)] = None
    status_in: Annotated[
        list[StatusInItem] | None,
        Field(
            description="The step is refused with any of these statuses: two stated errors may apply (a probe's refused request sent where another error holds) and no rule says which wins; gold answered one of them.",
            min_length=2,
        ),
    ] = None
    reads: list[Read] | None = None
    rules: Annotated[
        list[str], Field(description='The rules the asserts on this endpoint judge.')
    ]


class Walk(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^w[0-9]{3,}$')]
    steps: Annotated[
        list[dict[str, Any]],
        Field(
            description='Contract steps (call, path, query, body, capture), named s1, s2, ...',
            min_length=1,
        ),
    ]
    observed: list[Observation]
    free: Annotated[
        list[str],
        Field(
            description='What gold showed that no assert reads or no sentence states: not judged.'
        ),
    ]


class Walks(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    environment: Annotated[str, Field(pattern='^[a-z0-9][a-z0-9-]*$')]
    generated_by: Annotated[str, Field(description='The command that wrote the file.')]
    count: Annotated[int, Field(description='How many walks to draw.', ge=1, le=500)]
    seed: Annotated[
        int,
        Field(
            description='The draw: the same seed gives the same walks on every machine.',
            ge=0,
        ),
    ]
    free: Annotated[
        list[Free],
        Field(
            description='What gold does that the brief does not state, found by judging walks on clones built from the brief: generation leaves it out, so no walk judges it. Each entry says why.'
        ),
    ]
    walks: list[Walk]
