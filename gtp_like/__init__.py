"""gtp-like: an engine server for abstract board games over a GTP-style protocol."""

__version__ = "0.1.0"
