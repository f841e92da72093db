"""The verification engine: restore state, run probes and chains, evaluate asserts, aggregate."""
