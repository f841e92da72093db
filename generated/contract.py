# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Annotated, Any

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    RootModel,
    StringConstraints,
)
from typing_extensions import TypeAliasType


class Identifier(RootModel[str]):
    root: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]


class HttpMethod(StrEnum):
    GET = 'GET'
    POST = 'POST'
    PUT = 'PUT'
    PATCH = 'PATCH'
    DELETE = 'DELETE'


class In(StrEnum):
    path = 'path'
    query = 'query'
    header = 'header'


class Param(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    name: Annotated[str, Field(min_length=1)]
    in_: Annotated[In, Field(alias='in')]
    required: bool | None = False
    repeated: bool | None = False
    description: str | None = None
    schema_: Annotated[dict[str, Any] | None, Field(alias='schema')] = None


class Kind(StrEnum):
    discovery = 'discovery'
    openapi = 'openapi'
    reference_app = 'reference_app'
    domain_template = 'domain_template'
    hand_written = 'hand_written'


class Source(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    kind: Kind
    ref: Annotated[
        str | None,
        Field(description='The method id or operation id in the source document.'),
    ] = None
    document: Annotated[
        str | None,
        Field(
            description='The source document, e.g. gmail.v1 or contracts/derived/slack.json.'
        ),
    ] = None


class Raw(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    content_type: Annotated[str, Field(min_length=1)]
    text: str


class Step(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    name: Annotated[
        str | None,
        Field(
            description="A name that checks use to pick this step's response.",
            pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$',
        ),
    ] = None
    call: Annotated[
        str, Field(description='An api id.', pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')
    ]
    method: Annotated[
        HttpMethod | None,
        Field(
            description='Send the call with this HTTP method instead of the one contract.api declares, where the brief states that the endpoint also answers it (Slack: every method may be called with GET or POST).'
        ),
    ] = None
    path: dict[str, str | int] | None = {}
    query: dict[str, Any] | None = {}
    body: Annotated[Any | None, Field(description='The JSON request body.')] = None
    form: Annotated[
        dict[str, str | float | bool] | None,
        Field(
            description="Form fields sent as application/x-www-form-urlencoded instead of a JSON body (a calling convention the brief states, e.g. Slack's); values may hold ${name} placeholders."
        ),
    ] = None
    raw: Annotated[
        Raw | None,
        Field(
            description='A body sent verbatim with this content type: malformed JSON, XML, text; ${name} placeholders are filled.'
        ),
    ] = None
    headers: Annotated[
        dict[str, str] | None,
        Field(
            description='Request headers to send besides the content type (an Authorization, an If-Match); ${name} placeholders are filled.'
        ),
    ] = None
    capture: Annotated[
        dict[str, str] | None,
        Field(description='name -> JMESPath over the response body.'),
    ] = {}


class Probe(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    endpoint: Annotated[
        str,
        Field(
            description="The api id this probe is about; its asserts are that endpoint's leaf asserts.",
            pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$',
        ),
    ]
    steps: Annotated[list[Step], Field(min_length=1)]
    now: Annotated[
        AwareDatetime | None,
        Field(
            description="Restore the seed under this clock instead of the seed's `now` (POST /api/reset with it): for a rule that depends on time, so that a probe reaches the other side of a boundary the seed's clock cannot (a return window on its last day). The seed's rows stay as they are; only the clock moves."
        ),
    ] = None
    asserts: Annotated[list[str], Field(min_length=1)]


class Chain(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    family: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    title: Annotated[str, Field(min_length=1)]
    steps: Annotated[list[Step], Field(min_length=1)]
    now: Annotated[
        AwareDatetime | None,
        Field(
            description="Restore the seed under this clock instead of the seed's `now` (POST /api/reset with it): for a rule that depends on time, so that a probe reaches the other side of a boundary the seed's clock cannot (a return window on its last day). The seed's rows stay as they are; only the clock moves."
        ),
    ] = None
    asserts: Annotated[list[str], Field(min_length=1)]


class Locator(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    role: str | None = None
    name: str | None = None
    label: str | None = None
    text: str | None = None
    placeholder: str | None = None
    exact: Annotated[
        bool | None,
        Field(
            description='Match the name, label or text exactly instead of as a case-insensitive substring.'
        ),
    ] = False
    test_id: Annotated[
        str | None,
        Field(
            description="The element's data-testid attribute: for a region that has no role or name."
        ),
    ] = None
    level: Annotated[
        int | None,
        Field(
            description='With role heading: only headings of this level (1 for h1); a rule the check cites must state it, e.g. `(h1)`.',
            ge=1,
            le=6,
        ),
    ] = None
    within: Annotated[
        Locator | None,
        Field(
            description='Look only inside the element this locator finds (a link inside the navigation "Breadcrumb", where another link of that name stands elsewhere on the page).'
        ),
    ] = None


class Action(StrEnum):
    goto = 'goto'
    click = 'click'
    fill = 'fill'
    press = 'press'
    select = 'select'
    check = 'check'
    expect_visible = 'expect_visible'
    expect_hidden = 'expect_hidden'
    expect_text = 'expect_text'
    screenshot = 'screenshot'
    checkpoint = 'checkpoint'
    expect_state = 'expect_state'
    expect_order = 'expect_order'
    expect_count = 'expect_count'
    expect_rows = 'expect_rows'
    expect_title = 'expect_title'


class Checkpoint(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[
        str,
        Field(
            description="Unique among the contract's checkpoints and screens; visual asserts cite it as checkpoint:<id>.",
            pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$',
        ),
    ]
    title: Annotated[
        str | None, Field(description='What the page shows at this point, in words.')
    ] = None
    reference: Annotated[
        str,
        Field(
            description='Reference screenshot, relative to the environment folder, with its .layout.json beside it.',
            pattern='\\.png$',
        ),
    ]
    asserts: Annotated[
        list[str],
        Field(
            description='The visual asserts judged on the page captured here.',
            min_length=1,
        ),
    ]


class Type(StrEnum):
    string = 'string'
    integer = 'integer'
    number = 'number'
    boolean = 'boolean'
    datetime = 'datetime'
    json = 'json'


class Column(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    name: Annotated[str, Field(pattern='^[a-z_][a-z0-9_]*$')]
    type: Type
    nullable: bool | None = False


class ForeignKey(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    column: str
    table: Annotated[str, Field(description='The referenced table.')]
    references: Annotated[str, Field(description='The referenced column.')]


class Entity(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    table: Annotated[str, Field(pattern='^[a-z_][a-z0-9_]*$')]
    description: str | None = None
    columns: Annotated[list[Column], Field(min_length=1)]
    primary_key: Annotated[list[str], Field(min_length=1)]
    foreign_keys: Annotated[list[ForeignKey] | None, Field(validate_default=True)] = []


class VocabOp(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    description: str
    params: Annotated[
        dict[str, Any], Field(description="JSON Schema of the op's parameters.")
    ]


class JsonPointer(RootModel[str]):
    root: Annotated[
        str,
        Field(
            description='A JSON pointer into a response body; `*` stands for every index of an array.',
            pattern='^(/[^/]*)*$',
        ),
    ]


class OrderedWhen(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    pointer: Annotated[
        str,
        Field(
            description='A JSON pointer into a response body; `*` stands for every index of an array.',
            pattern='^(/[^/]*)*$',
        ),
    ]
    query: Annotated[dict[str, str], Field(min_length=1)]


class RuleId(RootModel[str]):
    root: Annotated[
        str,
        Field(
            description="A rule's stable id, dotted: <area>.<subject>.<what>, e.g. tasks.move.destination.",
            pattern='^[a-z0-9][a-z0-9_-]*(\\.[a-z0-9][a-z0-9_-]*)+$',
        ),
    ]


class UnreachablePair(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    table: str
    writer: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    reader: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    rules: Annotated[
        list[RuleId],
        Field(description='The rules that keep the two apart.', min_length=1),
    ]
    why: Annotated[str, Field(min_length=1)]


class ControlState(StrEnum):
    enabled = 'enabled'
    disabled = 'disabled'
    pressed = 'pressed'
    not_pressed = 'not_pressed'
    checked = 'checked'
    unchecked = 'unchecked'
    expanded = 'expanded'
    collapsed = 'collapsed'


class Kind1(StrEnum):
    boundary = 'boundary'
    required = 'required'
    error = 'error'
    derived = 'derived'
    state = 'state'
    order = 'order'
    ownership = 'ownership'
    paging = 'paging'
    protocol = 'protocol'
    security = 'security'


class Facet(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[
        str,
        Field(
            description='Unique within its rule; asserts cite it as <rule id>#<facet id>.',
            pattern='^[a-z0-9][a-z0-9_-]*$',
        ),
    ]
    kind: Kind1
    text: Annotated[
        str,
        Field(
            description='What the builder reads: the facet stated so that one check decides it ("a flight departing exactly now is not listed").',
            min_length=1,
        ),
    ]


class FacetRef(RootModel[str]):
    root: Annotated[
        str,
        Field(
            description='A facet as asserts and journey steps cite it: <rule id>#<facet id>.',
            pattern='^[a-z0-9][a-z0-9_-]*(\\.[a-z0-9][a-z0-9_-]*)+#[a-z0-9][a-z0-9_-]*$',
        ),
    ]


ExemptAdditionalProperty = TypeAliasType(
    "ExemptAdditionalProperty", Annotated[str, Field(min_length=1)]
)


LimitsAdditionalProperty = TypeAliasType(
    "LimitsAdditionalProperty", Annotated[int, Field(ge=1)]
)


class SecurityWrite(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    call: Annotated[
        Step,
        Field(
            description="A call that succeeds on the seed: the write every probe of this endpoint varies (a payload in a text field, a read-only field added, another owner's resource in the path)."
        ),
    ]
    text: Annotated[
        list[JsonPointer] | None,
        Field(
            description='Body fields (JSON pointers into call.body) that take free text and store it: any text is stored verbatim, and text with a NUL or an unpaired surrogate is refused.',
            validate_default=True,
        ),
    ] = []
    limits: Annotated[
        dict[str, LimitsAdditionalProperty] | None,
        Field(
            description='A stated maximum length (characters) of a text field, by its pointer: the long text sent is exactly that long.'
        ),
    ] = {}
    read_only: Annotated[
        dict[str, Any] | None,
        Field(
            description='Read-only fields (ids, owners, counters, timestamps) by JSON pointer into call.body, each with the value a client would try to set: the write ignores them and does exactly what it does without them.'
        ),
    ] = {}


class Answer(IntEnum):
    integer_200 = 200
    integer_401 = 401
    integer_403 = 403
    integer_404 = 404


class Endpoint1(RootModel[str]):
    root: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]


class ForeignResource(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    param: Annotated[
        str | None,
        Field(
            description='The path parameter naming the resource (or field, for an API that names it in the body).',
            min_length=1,
        ),
    ] = None
    field: Annotated[
        str | None,
        Field(
            description="The body field (JSON pointer) naming the resource, for an API that names it in the body (Slack's /ts); exactly one of param and field.",
            pattern='^(/[^/]+)+$',
        ),
    ] = None
    value: Annotated[
        str | int,
        Field(description='A seed resource the signed-in user may not change.'),
    ]
    answers: Annotated[
        list[Answer],
        Field(
            description="The statuses a write on it answers, as the brief states (200 only where the facts' refusal says refusals answer 200).",
            min_length=1,
        ),
    ]
    label: Annotated[
        str,
        Field(
            description='The resource as the brief names it ("Focus Flow, owned by spotify").',
            min_length=1,
        ),
    ]
    endpoints: Annotated[
        list[Endpoint1] | None,
        Field(
            description="The writes (api ids) the resource is probed on, where the rule is about some writes only (deleting another's comment is refused, voting on it is not); empty: every write whose call's path has the parameter.",
            validate_default=True,
        ),
    ] = []
    error: Annotated[
        str | None,
        Field(
            description="With the facts' refusal: the error's name a write on it answers, as the brief states (cant_update_message).",
            min_length=1,
        ),
    ] = None


class RenderedText(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    write: Annotated[
        str,
        Field(
            description='The write (an api id in /security/writes) whose call stores the text.',
            pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$',
        ),
    ]
    field: Annotated[
        str,
        Field(description="One of that write's text fields.", pattern='^(/[^/]*)*$'),
    ]
    screen: Annotated[
        str,
        Field(
            description='The screen the browser opens first.',
            pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$',
        ),
    ]
    capture: Annotated[
        dict[str, str] | None,
        Field(
            description="Names for values of the write's answer (JMESPath), as a chain step captures them: the id of what it created."
        ),
    ] = {}
    goto: Annotated[
        str | None,
        Field(
            description='A path to open after the screen (${name} filled from capture), where the text shows on a page of its own.'
        ),
    ] = None


class Param1(RootModel[str]):
    root: Annotated[str, Field(min_length=1)]


class SecurityRead(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    call: Annotated[Step, Field(description='A read (GET) that succeeds on the seed.')]
    params: Annotated[
        list[Param1],
        Field(
            description='Its query parameters that take free text (each given in call.query).',
            min_length=1,
        ),
    ]


class Answer1(IntEnum):
    integer_400 = 400
    integer_422 = 422


class LinkTarget(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    call: Annotated[
        Step,
        Field(
            description='A write that succeeds on the seed with a web address (http or https) in the field.'
        ),
    ]
    field: Annotated[
        str,
        Field(
            description="JSON pointer of the URL field in the call's body.",
            pattern='^(/[^/]+)+$',
        ),
    ]
    answers: Annotated[
        list[Answer1],
        Field(
            description='The statuses a target that is not a web address answers, as the brief states.',
            min_length=1,
        ),
    ]


class Refusal(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    status: Annotated[
        int, Field(description='The HTTP status of every refusal.', ge=200, le=599)
    ]
    pointer: Annotated[
        str,
        Field(
            description="JSON pointer of the flag in the answer's body (/ok).",
            pattern='^(/[^/]+)+$',
        ),
    ]
    value: Annotated[Any, Field(description="The flag's value on a refusal (false).")]
    code: Annotated[
        str,
        Field(
            description="JSON pointer of the error's name in the answer's body (/error).",
            pattern='^(/[^/]+)+$',
        ),
    ]
    invalid: Annotated[
        str,
        Field(
            description="The error's name a text with a NUL or an unpaired surrogate answers, as the brief states.",
            min_length=1,
        ),
    ]


class Component(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    role: Annotated[
        str, Field(description='ARIA role, e.g. button, link, textbox.', min_length=1)
    ]
    name: Annotated[str, Field(description='Accessible name.', min_length=1)]
    states: Annotated[
        list[ControlState] | None,
        Field(
            description="The states this control takes that a rule fixes (a Sold-out fare's button disabled, a Save toggle pressed): the brief names them, and a journey's expect_state may judge only a state its screen names."
        ),
    ] = []


class Screen(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    route: Annotated[str, Field(pattern='^/')]
    title: str
    components: Annotated[list[Component] | None, Field(validate_default=True)] = []
    reference: Annotated[
        str | None,
        Field(description='Reference screenshot, relative to the environment folder.'),
    ] = None
    params: Annotated[
        dict[str, str] | None,
        Field(
            description="Values for the route's {placeholders} when the screen is captured at the seed state."
        ),
    ] = {}
    asserts: Annotated[
        list[str] | None,
        Field(
            description='The visual asserts judged on this screen, captured at the seed state.'
        ),
    ] = []


class UiStep(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    action: Action
    target: Locator | None = None
    value: Annotated[
        str | None,
        Field(
            description="Text to fill or press, option to select, text expected, for goto a path such as /thread/a1, for expect_state the control's state (one of ControlState), for expect_count how many elements the target matches (a number a rule and the seed fix: an all-day event's chip on each of its days), or for expect_title a text the document's title (the browser tab) contains."
        ),
    ] = None
    screen: Annotated[str | None, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')] = None
    checkpoint: Checkpoint | None = None
    values: Annotated[
        list[str] | None,
        Field(
            description="For expect_order: texts that must appear inside the target in this order (a list a rule orders: newest first), at least two, read as a person sees them: a closed drop-down shows its chosen option only, not every option it offers. For expect_rows: the labels of the scale's rows the target lies level with, no other (an event's block beside the hours it covers).",
            min_length=1,
        ),
    ] = None
    scale: Annotated[
        Locator | None,
        Field(
            description="For expect_rows: the element whose innermost texts label the rows of a scale (the hours beside a day's grid). A row counts as level with the target when at least a quarter of the row's height lies level with it."
        ),
    ] = None
    facets: Annotated[
        list[FacetRef] | None,
        Field(
            description="The rule facets this step judges (an expect_state or expect_order after the action that changes them), as <rule id>#<facet id>: the journey fails at this step when the facet is broken, and one of the journey's asserts cites the rule.",
            validate_default=True,
        ),
    ] = []


class UiFlow(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    title: str
    start_screen: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    setup: Annotated[
        list[Step] | None,
        Field(
            description="API calls made after the reset and before the browser opens the start screen, in order (captures as in a chain): the state a journey needs that the seed cannot hold, such as a ride a driver has moved on through the driver-side API. A call the app refuses (an error status) fails the journey; the state after them is what the journey's state asserts compare against."
        ),
    ] = None
    steps: Annotated[list[UiStep], Field(min_length=1)]
    asserts: Annotated[
        list[str],
        Field(
            description='The root asserts judged after the journey, over the state and the page it ends on.',
            min_length=1,
        ),
    ]


class Rule(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[
        str,
        Field(
            description="A rule's stable id, dotted: <area>.<subject>.<what>, e.g. tasks.move.destination.",
            pattern='^[a-z0-9][a-z0-9_-]*(\\.[a-z0-9][a-z0-9_-]*)+$',
        ),
    ]
    text: Annotated[
        str,
        Field(
            description='The rule as the builder reads it: one sentence, checkable.',
            min_length=1,
        ),
    ]
    endpoints: Annotated[
        list[Identifier] | None,
        Field(description='The api ids the rule is about.', validate_default=True),
    ] = []
    screens: Annotated[
        list[Identifier] | None,
        Field(
            description="The screens (or journeys' start screens) the rule is about, for UI rules.",
            validate_default=True,
        ),
    ] = []
    facets: Annotated[
        list[Facet] | None,
        Field(
            description="The rule's checkable facets. The brief lists them under the rule; fgb validate requires an assert per facet.",
            validate_default=True,
        ),
    ] = []


class SecurityFacts(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    writes: Annotated[
        list[SecurityWrite],
        Field(
            description='Write endpoints with a call that succeeds on the seed, acting on something the signed-in user may change.',
            min_length=1,
        ),
    ]
    reads: Annotated[
        list[SecurityRead] | None,
        Field(
            description='Reads with free-text query parameters (a search): each parameter is probed with the hostile texts.',
            validate_default=True,
        ),
    ] = []
    foreign: Annotated[
        list[ForeignResource] | None,
        Field(
            description="Resources the signed-in user may not change, each named by a path parameter: every write whose call's path has that parameter is probed with it.",
            validate_default=True,
        ),
    ] = []
    exempt: Annotated[
        dict[Annotated[str, StringConstraints(pattern=r'^[A-Za-z0-9][A-Za-z0-9_.:-]*$')], ExemptAdditionalProperty] | None,
        Field(
            description='Write endpoints not listed in writes, each with why (no free text, no owner, nothing read-only to send).'
        ),
    ] = {}
    rendered: Annotated[
        list[RenderedText] | None,
        Field(
            description='Where the front end shows a free-text field: each is probed in the browser with the markup text stored through the API (it must read as text, and none of it may run).',
            validate_default=True,
        ),
    ] = []
    links: Annotated[
        list[LinkTarget] | None,
        Field(
            description='Fields that take a URL the front end makes a link of (where the page sends a user): each is probed with targets that would run code instead of leaving for a web page (javascript: and data: URLs); they answer as stated and change nothing.',
            validate_default=True,
        ),
    ] = []
    refusal: Annotated[
        Refusal | None,
        Field(
            description='How this API answers a refusal when it does not use the HTTP status (Slack answers 200 with {"ok": false, "error": "<name>"}): probes then expect that status with the flag, and a successful call is one whose flag is not the refusal\'s.'
        ),
    ] = None


class Endpoint(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    id: Annotated[str, Field(pattern='^[A-Za-z0-9][A-Za-z0-9_.:-]*$')]
    method: HttpMethod
    path: Annotated[str, Field(pattern='^/')]
    summary: str | None = None
    params: Annotated[list[Param] | None, Field(validate_default=True)] = []
    request_schema: Annotated[
        dict[str, Any] | None,
        Field(description='JSON Schema of the request body, if any.'),
    ] = None
    response_schema: Annotated[
        dict[str, Any] | None,
        Field(description='JSON Schema of the success response body.'),
    ] = None
    ordered: Annotated[
        list[JsonPointer | OrderedWhen] | None,
        Field(
            description='The arrays of the success response whose order is a rule (document.md states it), e.g. /items or /items/*/labels. Every other array is a set: graders must not depend on its order, and the equivalence proxy shuffles it.',
            validate_default=True,
        ),
    ] = []
    keeps_offsets: Annotated[
        bool | None,
        Field(
            description="The UTC offsets of the response's date-times are a rule (document.md states them, e.g. an event in its own time zone): the equivalence proxy respells only fractional seconds, and asserts check offsets explicitly."
        ),
    ] = False
    success_status: Annotated[int | None, Field(ge=100, le=599)] = 200
    source: Source | None = None
    writes: Annotated[
        list[str] | None,
        Field(
            description='The entity tables a success of this endpoint may change (integration coverage pairs a writer with every reader of the same table).'
        ),
    ] = []
    reads: Annotated[
        list[str] | None,
        Field(
            description="The entity tables whose rows this endpoint's success response shows."
        ),
    ] = []


class Contract(BaseModel):
    model_config = ConfigDict(
        extra='forbid',
    )
    field_schema: Annotated[str | None, Field(alias='$schema')] = None
    environment: Annotated[
        str,
        Field(
            description="The environment's folder name.", pattern='^[a-z0-9][a-z0-9-]*$'
        ),
    ]
    version: Annotated[str, Field(pattern='^[0-9]+\\.[0-9]+\\.[0-9]+$')]
    rules: Annotated[
        list[Rule] | None,
        Field(
            description='Every checkable rule the environment states, each with an id that asserts cite.',
            validate_default=True,
        ),
    ] = []
    api: Annotated[
        list[Endpoint], Field(description='Every endpoint of the leaf layer.')
    ]
    probes: Annotated[
        list[Probe],
        Field(
            description='Leaf-layer probes: requests aimed at one endpoint, each with the leaf asserts it must satisfy.'
        ),
    ]
    screens: list[Screen]
    chains: list[Chain]
    unreachable_pairs: Annotated[
        list[UnreachablePair] | None,
        Field(
            description='Writer/reader pairs the rules make impossible to compose: left out of integration coverage, each with the rules that say why.',
            validate_default=True,
        ),
    ] = []
    ui_flows: list[UiFlow]
    entities: list[Entity]
    security: Annotated[
        SecurityFacts | None,
        Field(
            description="Facts the security layer's probes are generated from (the engine writes its rules and facets, engine/security_rules.py, and its probes, engine/security.py); an environment without them does not run that layer."
        ),
    ] = None
    asserts_vocab: Annotated[
        dict[Annotated[str, StringConstraints(pattern=r'^eval_[a-z0-9_]+$')], VocabOp],
        Field(
            description="Every eval_* operation this environment's asserts use, with the JSON Schema of its parameters."
        ),
    ]


Locator.model_rebuild()
