"""The shared reference-app kit: what every gold app needs and none should write again.

db.py          engine (SQLite file by default, DATABASE_URL otherwise) and request sessions
clock.py       the frozen clock that POST /api/reset sets
errors.py      Google-style API errors and their handlers
protocol.py    POST /api/reset and GET /api/state over an app's tables and its environment's seed
ui.py          serving a static front end at its screens' routes
openapi.py     stable OpenAPI operation ids (the contract's endpoint ids)
app.py         Database and build_app: one gold app from its tables, seed, generated routers and error shape
crud.py        generic list/get/create/replace/patch/delete handlers over one table (Resource + Crud)
mutants.py     FGB_MUTANT switches for deliberately broken variants
"""
