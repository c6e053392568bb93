"""Tools built on the client library: transcript runner, match runner, viewers."""
