"""The gold united app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("united")
SessionDep = DB.SessionDep
