"""The state protocol judged in every environment, from its data model and seed: no environment writes these asserts.

Two units bracket a run's probes and chains: `protocol.start` reads the state the first reset made, `protocol.end`
resets once more after everything the run changed and reads it again. Both must be the seed exactly; the first also
judges that every table of the data model is served, rows in primary-key order (contracts/STATE_PROTOCOL.md); the
second also judges the order of every state the run read after a write, where added rows may sort before older ones.
A third, `protocol.clock`, replays the chain that adds most (into tables whose seed holds instants, first) after a
reset to the seed's clock and after a reset to a later one: what the first run stamped with its clock, the second must stamp with its own (the reset honours `now`).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from ..dataset.loader import Environment
from ..generated.asserts import Assert
from .equality import instant
from .stack import adding_chain
from .units import Unit

# The rules these asserts cite: stated in contracts/STATE_PROTOCOL.md and in every brief's instruction.md.
RULES = {
    "tables": "protocol.state.tables",
    "order": "protocol.state.order",
    "seed": "protocol.reset.seed",
    "restores": "protocol.reset.restores",
    "now": "protocol.reset.now",
}
SHIFT = timedelta(days=1, hours=1, minutes=1, seconds=1)  # the later clock: no spelling of the seed's instant matches it


def _assert(id_: str, statement: str, rule: str, op: str, params: dict) -> Assert:
    return Assert.model_validate(
        {"id": id_, "level": "leaf", "statement": statement, "rules": [rule], "check": {"op": op, "params": params}}
    )


def protocol_units(env: Environment) -> tuple[Unit, Unit]:
    """(the unit judged on the first reset's state, the unit judged after a reset that follows the whole run)."""
    keys = env.primary_keys()
    tables = [e.table for e in env.contract.entities]
    seed = {"tables": env.seed.model_dump(mode="json")["tables"], "keys": keys}
    start = [
        _assert(
            "leaf.protocol.state.tables",
            "GET /api/state lists every table of the data model",
            RULES["tables"],
            "eval_state_tables",
            {"tables": tables},
        ),
        _assert(
            "leaf.protocol.state.order",
            "each table's rows come in primary-key order",
            RULES["order"],
            "eval_state_rows_ordered",
            {"keys": {t: keys[t] for t in tables if keys.get(t)}},
        ),
        _assert(
            "leaf.protocol.reset.seed", "POST /api/reset restores the seed exactly", RULES["seed"], "eval_state_is_seed", seed
        ),
    ]
    end = [
        _assert(
            "leaf.protocol.state.order_kept",
            "after writes too, each table's rows come in primary-key order",
            RULES["order"],
            "eval_state_order_kept",
            {},
        ),
        _assert(
            "leaf.protocol.reset.restores",
            "after the run's writes, POST /api/reset restores the seed exactly again",
            RULES["restores"],
            "eval_state_is_seed",
            seed,
        ),
    ]
    return Unit("protocol", "protocol.start", [], start), Unit("protocol", "protocol.end", [], end, reset_first=True)


def shifted_clock(env: Environment) -> str:
    """The later clock the clock unit resets to, as RFC 3339 UTC text."""
    return (env.seed.now + SHIFT).isoformat().replace("+00:00", "Z")


def _dated(value: Any) -> bool:
    """An instant as the seed spells one: RFC 3339 text, or epoch milliseconds or seconds (as a number or digits)."""
    if instant(value) is not None:
        return True
    number = value if isinstance(value, int) and not isinstance(value, bool) else None
    if isinstance(value, str) and value.isdigit() and len(value) < 20:
        number = int(value)
    return number is not None and (10**12 <= number < 10**13 or 10**9 <= number < 10**10)


def dated_tables(env: Environment) -> set[str]:
    """Tables whose seed rows hold an instant: where a write is likely to stamp the clock."""
    tables = env.seed.model_dump(mode="json")["tables"]
    return {t for t, rows in tables.items() if any(isinstance(r, dict) and any(map(_dated, r.values())) for r in rows)}


def clock_unit(env: Environment) -> Unit:
    """The unit judging that POST /api/reset honours `now`: the chain adding most into dated tables, under two clocks."""
    source, steps = adding_chain(env, dated_tables(env))
    keys = env.primary_keys()
    judged = _assert(
        "leaf.protocol.reset.now",
        "after POST /api/reset with a later now, what the app stamps with the clock carries that now",
        RULES["now"],
        "eval_reset_now",
        {"keys": {t: k for t, k in keys.items() if k}, "first": env.clock(), "shifted": shifted_clock(env)},
    )
    return Unit("clock", f"protocol.clock (replays {source})" if source else "protocol.clock", list(steps), [judged])
