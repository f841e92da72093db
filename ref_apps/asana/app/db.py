"""The gold asana app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("asana")
SessionDep = DB.SessionDep
