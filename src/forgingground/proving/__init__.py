"""Proving the graders: mutants of the gold apps must be killed, and a tool users might pick instead is compared."""
