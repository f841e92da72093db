"""`python -m forgingground` is `fgb`."""

from .cli import main

raise SystemExit(main())
