"""The gold upwork app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("upwork")
SessionDep = DB.SessionDep
