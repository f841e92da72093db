"""The gold uber app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("uber")
SessionDep = DB.SessionDep
