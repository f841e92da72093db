"""The gold google-drive app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("google-drive")
SessionDep = DB.SessionDep
