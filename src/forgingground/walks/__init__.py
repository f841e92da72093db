"""Generated walks: seeded sequences of API calls drawn from the contract, observed on the gold app, judged on others."""
