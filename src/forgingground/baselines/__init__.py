"""Baseline apps that score a lower bound: the CRUD-only app serves every endpoint as plain storage, with no rules and no UI."""
