"""The gold opentable app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("opentable")
SessionDep = DB.SessionDep
