# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from typing import Annotated

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field


class Cost(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    usd: Annotated[float | None, Field(ge=0.0)]
    input_tokens: Annotated[int | None, Field(ge=0)]
    output_tokens: Annotated[int | None, Field(ge=0)]
    wall_s: Annotated[float | None, Field(ge=0.0)]


class Scores(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    leaf_pass: Annotated[float | None, Field(ge=0.0, le=1.0)]
    mid_pass: Annotated[float | None, Field(ge=0.0, le=1.0)]
    root_pass: Annotated[float | None, Field(ge=0.0, le=1.0)]
    visual: Annotated[float | None, Field(ge=0.0, le=1.0)]
    security: Annotated[
        float | None,
        Field(
            description="Share of the security layer's probes passed, where the environment declares security facts (absent elsewhere); beside the pass layers, not folded into overall.",
            ge=0.0,
            le=1.0,
        ),
    ] = None
    integration_gap: Annotated[
        float | None,
        Field(
            description='Share of chains whose endpoints all pass their leaf asserts yet the chain fails: lower is better.',
            ge=0.0,
            le=1.0,
        ),
    ]


class Result(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    agent: Annotated[
        str, Field(description='[agent].name of the manifest.', min_length=1)
    ]
    model: Annotated[
        str | None,
        Field(description='[agent].model of the manifest, null when not given.'),
    ]
    environment: Annotated[str, Field(pattern='^[a-z0-9][a-z0-9-]*$')]
    brief_version: Annotated[
        str,
        Field(
            description='The version of the brief the app was scored against (`fgb brief` prints it).',
            min_length=1,
        ),
    ]
    scores: Annotated[
        Scores,
        Field(
            description="Each layer's value in [0, 1], null when the layer was not run (or the app did not start: then every layer it should have run is 0)."
        ),
    ]
    completed: Annotated[
        bool,
        Field(
            description='False when the run could not complete (install or start failed, time budget spent): an infrastructure failure, not a score.'
        ),
    ]
    failure: Annotated[
        str | None, Field(description='Why the run did not complete, when it did not.')
    ] = None
    duration_s: Annotated[
        float,
        Field(
            description='Seconds from copying the submission to stopping it.', ge=0.0
        ),
    ]
    cost: Annotated[
        Cost,
        Field(
            description="The manifest's [cost], as reported by the agent; fields it did not report are null."
        ),
    ]
    started_at: AwareDatetime
    fgb_version: Annotated[str, Field(min_length=1)]
    submission_sha256: Annotated[
        str | None,
        Field(
            description='sha256 of the submission folder that was scored (build.submission_hash: every file by path and content; .git, __pycache__, node_modules, .venv skipped); null or absent in records written before fgb recorded it.',
            pattern='^[0-9a-f]{64}$',
        ),
    ] = None
