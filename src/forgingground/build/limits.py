"""The budgets a build and its evaluation get: one place, quoted by the brief and used by `fgb evaluate`."""

BUILD_BUDGET_MIN = 120  # minutes an agent has to build, as instruction.md states it
EVAL_BUDGET_S = 600.0  # seconds for every layer of one evaluation
STARTUP_TIMEOUT_S = 60.0  # seconds each started process has to answer
INSTALL_TIMEOUT_S = 900.0  # seconds each install command may take
