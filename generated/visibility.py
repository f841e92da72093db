# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, RootModel, StringConstraints


class ContractKeys(Enum):
    shown = 'shown'
    held_out = 'held_out'


class HeldOutSection(RootModel[str]):
    root: Annotated[str, Field(min_length=1)]


class RedactedIdentifier(Enum):
    assert_ = 'assert'
    probe = 'probe'
    chain = 'chain'
    chain_family = 'chain_family'
    journey = 'journey'
    task = 'task'


class Document(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    held_out_sections: Annotated[
        list[HeldOutSection],
        Field(
            description='Level-2 headings (`## ...`, matched exactly) whose whole section is left out of the brief.'
        ),
    ]
    redacted_identifiers: Annotated[
        list[RedactedIdentifier],
        Field(
            description='Kinds of held-out identifiers that are replaced wherever they appear as a code span (`id`) in a shown text.'
        ),
    ]
    redaction: Annotated[
        str, Field(description='What replaces a redacted code span.', min_length=1)
    ]


class Transform(Enum):
    copy = 'copy'
    document = 'document'
    png = 'png'
    json = 'json'
    openapi = 'openapi'
    screens = 'screens'
    instruction = 'instruction'


class Shown(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    file: Annotated[
        str,
        Field(
            description="The path in the bundle; `{name}` stands for the matched file's name when the source is a glob.",
            pattern='^[a-z0-9_.{}/-]+$',
        ),
    ]
    source: Annotated[
        str,
        Field(
            description='`env:<glob>` a file of the environment folder, `env:contract.json#/<key>` a section of the contract, `repo:<path>` a shared file of the checkout, or `generated` for instruction.md.',
            min_length=1,
        ),
    ]
    transform: Annotated[
        Transform,
        Field(
            description='copy: a Markdown file as is; document: document.md cut per `document`; png: a tEXt canary chunk added; json: a top-level `_canary` added; openapi: an OpenAPI 3.1 document built from contract.api; screens: contract.screens without their asserts; instruction: instruction.md written by fgb brief. Markdown gets the canary in an HTML comment on its first line.'
        ),
    ]
    why: Annotated[str, Field(description='What the agent needs it for.', min_length=1)]


class HeldOut(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    source: Annotated[
        str,
        Field(
            description="`env:<glob>` or `repo:<path>` (`{package}` is the gold app's package name).",
            min_length=1,
        ),
    ]
    why: Annotated[str, Field(min_length=1)]


class Visibility(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    version: Annotated[
        int,
        Field(
            description="The brief format version: raise it whenever the policy or the bundle's layout changes; it is part of every brief version and canary.",
            ge=1,
        ),
    ]
    shown: Annotated[
        list[Shown],
        Field(
            description='Every file of the bundle: where it comes from, how it is transformed, and why the agent needs it.',
            min_length=1,
        ),
    ]
    held_out: Annotated[
        list[HeldOut],
        Field(
            description='Environment files (glob patterns relative to the environment folder) and outside sources that never reach the agent, each with the reason.'
        ),
    ]
    contract_keys: Annotated[
        dict[Annotated[str, StringConstraints(pattern=r'^[$a-z_]+$')], ContractKeys],
        Field(
            description='Each top-level key of contract.json: shown (it feeds a bundle file) or held_out (it grades the app).'
        ),
    ]
    document: Annotated[
        Document,
        Field(
            description='How document.md is cut for the agent: it describes the chains and journeys the verifier runs.'
        ),
    ]
