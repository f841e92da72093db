"""The gold google-drive app: generated Drive v3 routes over the kit, and a Drive UI (ui/) at /drive/...

Run: uvicorn ref_apps.google_drive.app.main:app
"""

from __future__ import annotations

from pathlib import Path

from ...kit.app import build_app
from ...kit.ui import mount_ui
from .api.routes import ROUTERS
from .db import DB
from .models import TABLE_ORDER, Base
from .mutants import MUTANTS, transform_index

app = build_app(
    env="google-drive",
    title="Google Drive",
    db=DB,
    metadata=Base.metadata,
    tables=TABLE_ORDER,
    routers=ROUTERS,
    mutants=MUTANTS,
)
SCREENS = ["/", "/drive/my-drive", "/drive/folders/{folder}", "/drive/starred", "/drive/trash", "/file/d/{file}"]
mount_ui(app, Path(__file__).parent / "ui", SCREENS, transform_index)
