"""``python -m gtp_like``: the same as the ``gtp-like`` command."""

from gtp_like.cli import main

raise SystemExit(main())
