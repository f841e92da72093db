# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class Agent(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    name: Annotated[
        str,
        Field(
            description='The agent (harness) that built the app, e.g. claude-code.',
            max_length=100,
            min_length=1,
        ),
    ]
    model: Annotated[
        str | None,
        Field(
            description='The model behind the agent, when it has one.',
            max_length=100,
            min_length=1,
        ),
    ] = None


class Cost(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    usd: Annotated[
        float | None,
        Field(description='Money spent on model calls, in US dollars.', ge=0.0),
    ] = None
    input_tokens: Annotated[int | None, Field(ge=0)] = None
    output_tokens: Annotated[int | None, Field(ge=0)] = None
    wall_s: Annotated[
        float | None, Field(description='Wall-clock seconds the agent worked.', ge=0.0)
    ] = None


class App(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
        regex_engine="python-re",
    )
    install: Annotated[
        str | None,
        Field(
            description='Run once before start, e.g. `pip install -r requirements.txt`.',
            max_length=2000,
            min_length=1,
        ),
    ] = None
    start: Annotated[
        str,
        Field(
            description='Starts the API on 127.0.0.1 at the port given as {port} (substituted) or $PORT (environment), e.g. `python -m uvicorn app.main:app --port {port}`.',
            max_length=2000,
            min_length=1,
            pattern='\\{port\\}|\\$\\{?PORT\\b',
        ),
    ]
    workdir: Annotated[
        str | None,
        Field(
            description="A folder of the submission (relative, no `..`) the command runs in; default the submission's root.",
            pattern='^(?!/)(?!.*(^|/)\\.\\.(/|$)).+$',
        ),
    ] = None


class Ui(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
        regex_engine="python-re",
    )
    install: Annotated[
        str | None,
        Field(
            description='Run once before start, e.g. `npm ci`.',
            max_length=2000,
            min_length=1,
        ),
    ] = None
    start: Annotated[
        str,
        Field(
            description="Starts the front end on 127.0.0.1 at {ui_port} / $UI_PORT; the API's base URL is {api_url} / $API_URL, e.g. `npx vite preview --port {ui_port} --strictPort`.",
            max_length=2000,
            min_length=1,
            pattern='\\{ui_port\\}|\\$\\{?UI_PORT\\b',
        ),
    ]
    workdir: Annotated[
        str | None,
        Field(
            description="A folder of the submission (relative, no `..`) the command runs in; default the submission's root.",
            pattern='^(?!/)(?!.*(^|/)\\.\\.(/|$)).+$',
        ),
    ] = None


class Submission(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    agent: Annotated[
        Agent, Field(description='Who built the submission; copied into result.json.')
    ]
    app: Annotated[
        App,
        Field(
            description="The API process: it serves the environment's API and the state protocol (and the UI too when there is no [ui])."
        ),
    ]
    ui: Annotated[
        Ui | None,
        Field(
            description='A front end served by its own process (a Vite or Next.js server); root and visual open its pages, leaf and mid call the API.'
        ),
    ] = None
    cost: Annotated[
        Cost | None,
        Field(
            description='What building the app cost, as the agent reports it; copied into result.json unchecked.'
        ),
    ] = None
