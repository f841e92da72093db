# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, RootModel


class Move(RootModel[list[dict[str, Any]]]):
    root: Annotated[list[dict[str, Any]], Field(min_length=1)]


class Kind(Enum):
    state = 'state'
    visible = 'visible'
    text = 'text'
    order = 'order'
    count = 'count'


class Look(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    kind: Kind
    target: Annotated[
        dict[str, Any] | None,
        Field(description='A contract Locator; none for a text anywhere on the page.'),
    ] = None
    states: Annotated[
        list[str] | None,
        Field(
            description='For state: the two states a journey tells apart (enabled/disabled, pressed/not_pressed, ...).',
            max_length=2,
            min_length=2,
        ),
    ] = None
    text: Annotated[
        str | None,
        Field(description='For text: the text a journey expects inside the target.'),
    ] = None
    values: Annotated[
        list[str] | None,
        Field(
            description='For order: the texts a journey expects in order.', min_length=2
        ),
    ] = None


class Show(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    look: Look
    value: Annotated[
        Any,
        Field(
            description="What gold showed: a state's name (null: no such control), a boolean (shown; contains the text), a list (the texts in the order shown), or a count."
        ),
    ]


class Observation(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    move: Annotated[int, Field(ge=1)]
    shows: list[Show]


class Walk(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^u[0-9]{3,}$')]
    start_screen: Annotated[
        str,
        Field(
            description='The screen (contract screens id) the walk opens after the reset.',
            min_length=1,
        ),
    ]
    moves: Annotated[
        list[Move],
        Field(
            description='The moves in order; each a run of journey steps (contract UiStep: action, target, value, screen) taken as one.',
            min_length=1,
        ),
    ]
    observed: Annotated[
        list[Observation],
        Field(
            description='After each move (1-based), the looks gold showed there; a look is kept where it shows something or changed.'
        ),
    ]
    rules: Annotated[
        list[str],
        Field(description='The rules the journeys whose looks the walk observes cite.'),
    ]
    free: Annotated[
        list[str],
        Field(
            description='Looks gold showed otherwise on a second play (through the equivalence proxy): not judged.'
        ),
    ]


class UiWalks(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    environment: Annotated[str, Field(pattern='^[a-z0-9][a-z0-9-]*$')]
    generated_by: Annotated[str, Field(description='The command that wrote the file.')]
    count: Annotated[int, Field(description='How many UI walks to draw.', ge=1, le=100)]
    seed: Annotated[
        int,
        Field(
            description='The draw: the same seed gives the same walks on every machine.',
            ge=0,
        ),
    ]
    walks: list[Walk]
