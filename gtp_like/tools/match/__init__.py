"""``gtp-like match``: bot-against-bot matches with gtp-like's rules as the referee.

The engine protocol is the client library's (:mod:`gtp_like.transports.client`);
:mod:`.players` starts engines from player specs, :mod:`.referee` plays one
game, :mod:`.runner` schedules a whole match, :mod:`.records` keeps results
and game records, :mod:`.stats` and :mod:`.report` turn them into tables,
and :mod:`.cli` is the command line.
"""
