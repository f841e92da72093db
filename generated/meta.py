# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from datetime import date as date_aliased
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class Tier(StrEnum):
    reference_implementation = 'reference_implementation'
    derived_api = 'derived_api'
    domain_template = 'domain_template'
    reference_screenshots = 'reference_screenshots'


class Status(StrEnum):
    uncalibrated = 'uncalibrated'
    gold_verified = 'gold_verified'
    expert_reviewed = 'expert_reviewed'


class Calibration(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    status: Status
    notes: str | None = None


class ChangelogItem(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    version: str
    date: date_aliased
    changes: Annotated[str, Field(min_length=1)]


class Kind(StrEnum):
    discovery = 'discovery'
    openapi = 'openapi'
    reference_app = 'reference_app'
    domain_template = 'domain_template'
    hand_written = 'hand_written'
    todo = 'todo'


class Source(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    kind: Kind
    description: str
    package: Annotated[
        str | None,
        Field(
            description='Registry package the source file shipped in, e.g. google-api-python-client.'
        ),
    ] = None
    version: str | None = None
    path: Annotated[
        str | None, Field(description='Path of the source file inside the package.')
    ] = None
    revision: Annotated[
        str | None,
        Field(description="The source document's own revision, when it has one."),
    ] = None
    sha256: Annotated[str | None, Field(pattern='^[0-9a-f]{64}$')] = None


class Sources(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    api: Source
    chains: Source
    asserts: Source
    references: Source


class Meta(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    name: Annotated[str, Field(pattern='^[a-z0-9][a-z0-9-]*$')]
    title: Annotated[str, Field(min_length=1)]
    version: Annotated[str, Field(pattern='^[0-9]+\\.[0-9]+\\.[0-9]+$')]
    tiers: Annotated[
        list[Tier],
        Field(
            description='reference_implementation: a gold app lives in ref_apps/<env>/; derived_api: the API came from a real public API description; domain_template: synthesized, needs expert calibration; reference_screenshots: screens have reference screenshots.',
            min_length=1,
        ),
    ]
    sources: Sources
    calibration: Calibration
    changelog: Annotated[list[ChangelogItem], Field(min_length=1)]
