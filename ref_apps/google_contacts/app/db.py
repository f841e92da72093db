"""The gold google-contacts app's database (the kit's): SessionDep is what the generated routes ask for."""

from ...kit.app import Database

DB = Database("google_contacts")
SessionDep = DB.SessionDep
