# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class Benchmark(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    briefs: dict[str, str]
    fgb_versions: list[str]


class Metric(Enum):
    overall = 'overall'
    leaf_pass = 'leaf_pass'
    mid_pass = 'mid_pass'
    root_pass = 'root_pass'
    visual = 'visual'
    security = 'security'
    integration_gap = 'integration_gap'


class Summary(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    n: Annotated[int, Field(ge=0)]
    mean: Annotated[float | None, Field(ge=0.0, le=1.0)]
    ci_low: Annotated[float | None, Field(ge=0.0, le=1.0)]
    ci_high: Annotated[float | None, Field(ge=0.0, le=1.0)]


class Cell(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    environment: str
    runs: Annotated[int, Field(ge=1)]
    completed: Annotated[
        int,
        Field(
            description='Runs whose verification completed (the app started and every layer ran).',
            ge=0,
        ),
    ]
    solved: Annotated[
        int,
        Field(
            description='Runs whose overall score reaches method.pass_threshold.', ge=0
        ),
    ]
    logs: Annotated[
        list[str] | None,
        Field(
            description="Each run's trial log (`<record>.log.txt`: the trial record, the agent's log and the verifier's output), by its path in the repository; empty when the records came without logs."
        ),
    ] = None
    scores: dict[Metric, Summary]


class AttemptsPerCell(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    min: Annotated[int, Field(ge=1)]
    max: Annotated[int, Field(ge=1)]


class Provenance(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    models: Annotated[
        list[str], Field(description='Models the records name (empty when none does).')
    ]
    brief_versions: Annotated[
        list[str],
        Field(
            description='Brief versions the runs were scored against; more than one means the board mixes benchmark versions.'
        ),
    ]
    fgb_versions: list[str]
    first_run: Annotated[
        str | None, Field(description='Date (YYYY-MM-DD) of the earliest run.')
    ]
    last_run: Annotated[
        str | None, Field(description='Date (YYYY-MM-DD) of the latest run.')
    ]
    attempts_per_cell: AttemptsPerCell
    cost_usd: Annotated[
        float | None,
        Field(
            description='Sum of the cost the records report, null when none reports one.',
            ge=0.0,
        ),
    ]
    mean_wall_s: Annotated[
        float | None,
        Field(
            description='Mean duration of a run (evaluation included), seconds.', ge=0.0
        ),
    ]


class PassK(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    k: Annotated[int, Field(ge=1, le=5)]
    n: Annotated[int, Field(description='Environments averaged.', ge=1)]
    mean: Annotated[float, Field(ge=0.0, le=1.0)]
    ci_low: Annotated[float, Field(ge=0.0, le=1.0)]
    ci_high: Annotated[float, Field(ge=0.0, le=1.0)]


class Method(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    interval: Annotated[
        str, Field(description='How the confidence interval is computed, in words.')
    ]
    confidence: Annotated[float, Field(gt=0.0, lt=1.0)]
    resamples: Annotated[int, Field(ge=1)]
    seed: Annotated[
        int,
        Field(
            description="Seed of the bootstrap's random generator: the same records give the same file."
        ),
    ]
    lower_is_better: list[Metric]
    ranking: Annotated[
        str,
        Field(
            description='How agents are ranked, in words: by the mean overall score (its definition quoted).'
        ),
    ]
    pass_threshold: Annotated[
        float,
        Field(
            description='The overall score at or above which a run counts as solving its environment (pass@1, pass^k).',
            ge=0.0,
            le=1.0,
        ),
    ]
    pass_definition: Annotated[
        str, Field(description='How pass@1 and pass^k are computed, in words.')
    ]


class Agent(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    agent: str
    runs: Annotated[int, Field(ge=1)]
    environments: Annotated[int, Field(ge=1)]
    scores: dict[Metric, Summary]
    pass_k: Annotated[
        list[PassK],
        Field(
            description="pass^1 .. pass^K, K the fewest attempts of any of the agent's cells (at most 5).",
            min_length=1,
        ),
    ]
    cells: list[Cell]
    provenance: Provenance


class Leaderboard(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    generated_by: Annotated[
        str, Field(description='The command that wrote this file (and remakes it).')
    ]
    method: Method
    benchmark: Annotated[
        Benchmark,
        Field(
            description="The benchmark version the board is for: each environment's brief version (records of one environment never mix two) and the fgb versions that scored them."
        ),
    ]
    metrics: Annotated[list[Metric], Field(min_length=1)]
    agents: list[Agent]
