"""The message room of a contract: its two parties read it oldest first and write to it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Message
from ..store import ME, contract_row, new_id, now_text, seq, text


def resource(message: Message) -> dict[str, Any]:
    return {"id": message.id, "contract_id": message.contract_id, "sender": message.sender, "body": message.body,
            "created_at": message.created_at}


def list_(session: Session, *, contract_id: str) -> Any:
    contract = contract_row(session, contract_id)
    rows = list(session.scalars(select(Message).where(Message.contract_id == contract.id)))
    rows.sort(key=lambda m: (m.created_at, seq(m.id)))
    return {"messages": [resource(m) for m in rows]}


def send(session: Session, *, contract_id: str, body: dict[str, Any] | None = None) -> Any:
    contract = contract_row(session, contract_id)
    message = Message(id=new_id(session, "msg"), contract_id=contract.id, sender=ME,
                      body=text((body or {}).get("body"), "body", 2000), created_at=now_text())
    session.add(message)
    session.commit()
    return resource(message)
