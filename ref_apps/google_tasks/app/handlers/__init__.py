"""Hand-written handlers: only behaviour (ordering, moving, completing, clearing)."""
