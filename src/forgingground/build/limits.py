"""The budgets a build and its evaluation get: one place, quoted by the brief and used by `fgb evaluate`."""

BUILD_BUDGET_MIN = 120  # minutes an agent has to build, as instruction.md states it
EVAL_BUDGET_S = 600.0  # seconds for every layer of one evaluation
STARTUP_TIMEOUT_S = 60.0  # seconds each started process has to answer
INSTALL_TIMEOUT_S = 300.0  # seconds the installs may take together, and never more than the budget
INSTALL_LOG_BYTES = 2_000_000  # install.log keeps this much of the start and of the end of the output
