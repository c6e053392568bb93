"""gtp-like: an engine server for abstract board games over a GTP-style protocol."""

import os as _os

__version__ = "0.1.0"

if _os.environ.get("GTP_LIKE_CORE") == "interpreted":
    from gtp_like.core import use_interpreted_core as _use_interpreted_core

    _use_interpreted_core()
