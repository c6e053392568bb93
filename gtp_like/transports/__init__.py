"""Moving bytes between an engine and its controllers.

- :mod:`~gtp_like.transports.stdio`: GTP over standard input and output;
- :mod:`~gtp_like.transports.zmq_server` and
  :mod:`~gtp_like.transports.zmq_config`: the ZeroMQ server, its options
  and its security;
- :mod:`~gtp_like.transports.bridge`: ``gtp-like connect``, standard
  input and output to a ZeroMQ server;
- :mod:`~gtp_like.transports.client`: the client library, for programs
  that drive engines.

This package imports none of its modules.
"""
