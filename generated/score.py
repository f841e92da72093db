# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import Enum, StrEnum
from typing import Annotated, Any

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field


class Database(Enum):
    postgres = 'postgres'
    sqlite = 'sqlite'
    NoneType_None = None


class App(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    url: str
    ui_url: Annotated[
        str | None,
        Field(
            description='base URL of a front end served apart from the API; the root and visual layers open pages there'
        ),
    ] = None
    start_command: str | None = None
    log_file: str | None = None
    database: Annotated[
        Database | None,
        Field(
            description='the database fgb evaluate gave the submission through DATABASE_URL'
        ),
    ] = None
    sandbox: Annotated[
        str | None,
        Field(
            description="how fgb evaluate confined the submission's commands: bwrap, or none with the reason (--no-sandbox, bubblewrap missing)"
        ),
    ] = None


class Layer(StrEnum):
    leaf = 'leaf'
    mid = 'mid'
    root = 'root'
    visual = 'visual'
    security = 'security'


class Checks(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    planned: Annotated[int, Field(ge=0)]
    ran: Annotated[int, Field(ge=0)]


class Browser(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    launches: Annotated[int | None, Field(ge=0)] = None
    seconds: Annotated[float | None, Field(ge=0.0)] = None
    chromium: Annotated[
        str | None,
        Field(description='The Chromium version that ran the journeys and screens.'),
    ] = None


class VacuousStep(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    step: Annotated[str, Field(description='<journey id> step <1-based index>.')]
    why: str


class Vacuity(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    checked: Annotated[
        int,
        Field(
            description='Passing mid and root asserts that read the state or the page, judged again on the state (and start page) before the action.',
            ge=0,
        ),
    ]
    vacuous: Annotated[
        list[str],
        Field(description='Ids of the asserts that already held before the action.'),
    ]
    steps_checked: Annotated[
        int | None,
        Field(
            description='Journey expect steps that follow an action, judged again on the page just before that action.',
            ge=0,
        ),
    ] = None
    vacuous_steps: Annotated[
        list[VacuousStep] | None,
        Field(
            description='Expect steps that already held before the action they follow: they wait for nothing, so the journey races the page.'
        ),
    ] = None


class Status(StrEnum):
    scored = 'scored'
    not_run = 'not_run'
    undefined = 'undefined'


class Ratio(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    status: Annotated[
        Status,
        Field(
            description='scored; not_run (the layer was not asked for, had nothing to judge, or could not run: see reason); undefined (the integration gap when no chain had its leaf basis pass: doing nothing has no gap)'
        ),
    ]
    numerator: Annotated[int, Field(ge=0)]
    denominator: Annotated[int, Field(ge=0)]
    value: Annotated[
        float | None,
        Field(
            description='numerator / denominator; null when not run or undefined.',
            ge=0.0,
            le=1.0,
        ),
    ]
    infra_errors: Annotated[int | None, Field(ge=0)] = 0
    reason: Annotated[
        str | None,
        Field(
            description='Why a layer asked for could not run at all (no browser, say).'
        ),
    ] = None


class Exchange(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    step: str | None = None
    method: str
    url: Annotated[str, Field(description='The URL as sent, with its query string.')]
    request_headers: Annotated[
        dict[str, str] | None,
        Field(
            description='Request headers that matter to reproduce the call (content-type when there is a body).'
        ),
    ] = None
    request_body: Any | None = None
    request_text: Annotated[
        str | None,
        Field(
            description='A body sent as written instead of request_body: a raw body (hostile JSON text, form fields), kept character for character.'
        ),
    ] = None
    status: int | None = None
    content_type: str | None = None
    response_excerpt: str | None = None
    elapsed_ms: float | None = None
    error: str | None = None


class Level(StrEnum):
    leaf = 'leaf'
    mid = 'mid'
    root = 'root'
    visual = 'visual'
    security = 'security'


class Outcome(StrEnum):
    pass_ = 'pass'
    fail = 'fail'
    infra_error = 'infra_error'
    not_run = 'not_run'


class Evidence(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    exchanges: list[Exchange] | None = None
    state_diff: dict[str, Any] | None = None
    observed: Any | None = None
    failed_exchange: Annotated[
        int | None,
        Field(
            description="Index in exchanges of the response a failed check judged: the report highlights it in the chain's timeline.",
            ge=0,
        ),
    ] = None


class AssertResult(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: str
    level: Level
    statement: str
    op: str | None = None
    outcome: Outcome
    message: str
    source: Annotated[
        str | None, Field(description='The probe, chain or ui_flow that ran it.')
    ] = None
    rules: Annotated[
        list[str] | None,
        Field(
            description='The rules (contract.rules ids) the assert judges: `fgb verify ENV --rule RULE` reruns just what judges one.'
        ),
    ] = None
    evidence: Evidence | None = None
    duration_s: Annotated[
        float | None,
        Field(
            description="Seconds from the previous verdict to this one: the first assert of a probe, chain, journey or screen carries the time its steps took, so a layer's times add up to its run time.",
            ge=0.0,
        ),
    ] = None
    vacuous: Annotated[
        str | None,
        Field(
            description='Set by a run with the vacuity check (gold runs): the assert passed, but it already held on the state or page before its action, so it proves nothing; the text says where.'
        ),
    ] = None


class Basis(StrEnum):
    facets = 'facets'
    rules = 'rules'


class ChainResult(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: str
    family: str
    outcome: Outcome
    endpoints: list[str]
    endpoints_leaf_ok: Annotated[
        bool,
        Field(
            description="Every leaf assert the chain (or walk) is conditioned on passed: of the endpoints it calls, those judging a facet (or, without facets, a rule) its asserts judge (for a walk, any rule it observes), and those judging the endpoint's answer itself."
        ),
    ]
    integration_gap: Annotated[
        bool | None, Field(description='The chain failed although endpoints_leaf_ok.')
    ] = None
    excluded_because: Annotated[
        str | None,
        Field(
            description="Why the chain is not counted in the integration gap's denominator (the failing leaf asserts it is conditioned on); null when it is counted."
        ),
    ] = None
    unprobed_facets: Annotated[
        list[str] | None,
        Field(
            description="For a gap chain: facets of its failing asserts that no leaf assert judges, so the failure may be one endpoint's bug that only a chain reaches."
        ),
    ] = None
    basis: Annotated[
        Basis | None,
        Field(
            description="What the leaf basis matches on: facets for a hand-written chain (its asserts' facets, or their rules where they cite none); rules for a generated walk (family walk), which observes rules: every leaf assert of its endpoints citing one of them."
        ),
    ] = None


class Kind(StrEnum):
    app_start = 'app_start'
    connection = 'connection'
    timeout = 'timeout'
    reset = 'reset'
    state = 'state'
    budget = 'budget'
    browser = 'browser'
    interfered = 'interfered'
    incomplete = 'incomplete'
    engine = 'engine'
    process = 'process'
    install = 'install'
    ui_start = 'ui_start'
    unfinished = 'unfinished'


class InfraFailure(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    kind: Annotated[
        Kind,
        Field(
            description="interfered: another client reset the app during the run; incomplete: how many planned checks did not run; engine: the verifier could not evaluate what the app sent; process: app processes that had to be killed or a port left in use; install: an install command of a submission failed or ran out of time; ui_start: the submission's front end did not answer; unfinished: the run was stopped (a signal, a kill, the machine) before it wrote its reports"
        ),
    ]
    message: str
    where: str | None = None


class Images(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    reference: str
    candidate: str
    diff: str


class JourneyEvidence(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    screenshot: Annotated[
        str | None, Field(description='PNG of the page where the journey stopped.')
    ]
    aria_snapshot: Annotated[
        str | None, Field(description='Playwright aria snapshot (YAML) of that page.')
    ]
    trace: Annotated[
        str | None,
        Field(
            description='Playwright trace of the whole journey (open with `playwright show-trace`).'
        ),
    ]


class ScreenBlock(BaseModel):
    text: str
    x: float
    y: float
    region: str | None = None


class MovedBlock(BaseModel):
    text: str
    reference: ScreenBlock
    candidate: ScreenBlock


class Scores(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    leaf_pass: Ratio
    mid_pass: Ratio
    root_pass: Ratio
    visual: Ratio
    security: Annotated[
        Ratio | None,
        Field(
            description="Share of the security layer's asserts passed (generated from the environment's security facts); reported beside the pass layers, not folded into overall or the gap. Absent in reports from engines before it."
        ),
    ] = None
    integration_gap: Ratio


class FirstTry(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    message: str
    steps_done: Annotated[int, Field(ge=0)]
    evidence: JourneyEvidence | None = None


class ScreenResult(BaseModel):
    model_config = ConfigDict(
        extra='allow',
    )
    id: str
    journey: Annotated[
        str | None,
        Field(
            description='For a checkpoint: the ui_flow it is captured in (absent for a screen, captured at the seed state).'
        ),
    ] = None
    score: Annotated[float, Field(ge=0.0, le=1.0)]
    images: Annotated[
        Images | None,
        Field(
            description='Paths relative to the report: the reference, the candidate and reference | candidate | difference side by side.'
        ),
    ] = None
    unmatched: Annotated[
        list[ScreenBlock] | None,
        Field(
            description='Reference blocks the candidate lacks (missing or reworded beyond recognition).'
        ),
    ] = None
    extra: Annotated[
        list[ScreenBlock] | None,
        Field(description='Candidate blocks the reference lacks.'),
    ] = None
    moved: Annotated[
        list[MovedBlock] | None,
        Field(
            description="Matched blocks whose centre moved more than the scorer's tolerance."
        ),
    ] = None
    error: Annotated[
        str | None,
        Field(
            description='Why no screenshot was taken (the page did not open or answer).'
        ),
    ] = None
    blocked_requests: list[str] | None = None
    page_events: list[str] | None = None


class JourneyResult(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: str
    outcome: Outcome
    message: str
    steps_done: Annotated[int, Field(ge=0)]
    evidence: JourneyEvidence | None = None
    blocked_requests: Annotated[
        list[str] | None,
        Field(
            description="URLs the page tried to reach outside the app's origins (blocked; they fail the journey)."
        ),
    ] = None
    page_events: Annotated[
        list[str] | None,
        Field(
            description='Dialogs, popups and oversized responses the page produced (refused; they fail the journey).'
        ),
    ] = None
    tries: Annotated[
        int | None,
        Field(
            description="How many tries the journey took, when its first failed: each try starts from a fresh reset, and the last one's verdicts are the journey's.",
            ge=2,
        ),
    ] = None
    first_try: FirstTry | None = None
    reproduction: Annotated[
        list[str] | None,
        Field(
            description='A failed UI walk (id walk.<id>): its moves from the reset to the divergence, a line each, as a person repeats them.'
        ),
    ] = None


class ScoreReport(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    environment: str
    engine_version: str
    run_id: Annotated[
        str | None,
        Field(
            description='names one run: the placeholder a run writes when it starts and its final reports carry the same id',
            pattern='^[0-9a-f]{12}$',
        ),
    ] = None
    app: App
    started_at: AwareDatetime
    reset_now: Annotated[
        str | None,
        Field(
            description="The `now` this run's resets sent (the seed's frozen clock): the reproduction in report.html resets with it."
        ),
    ] = None
    duration_s: Annotated[float, Field(ge=0.0)]
    http_exchanges: Annotated[int | None, Field(ge=0)] = None
    layers: list[Layer]
    completed: Annotated[
        bool,
        Field(
            description='True when every planned check ran (passing or failing) within the time budget and no other client reset the app.'
        ),
    ]
    checks: Annotated[
        Checks | None,
        Field(
            description='Asserts of the layers asked for, and how many of them ran (passed or failed); the rest are infra_error.'
        ),
    ] = None
    interfered: Annotated[
        bool | None,
        Field(
            description="The app's reset epoch changed under the run: another client reset it, so the results are not this run's own."
        ),
    ] = None
    scores: Scores
    results: list[AssertResult]
    chains: list[ChainResult]
    infrastructure: list[InfraFailure]
    journeys: list[JourneyResult] | None = None
    screens: list[ScreenResult] | None = None
    browser: Annotated[
        Browser | None,
        Field(
            description='Browser launches (one per run) and the time the root and visual layers took.'
        ),
    ] = None
    vacuity: Annotated[
        Vacuity | None,
        Field(
            description='Present when the run judged each passing mid and root assert again before its action (fgb gold does).'
        ),
    ] = None
