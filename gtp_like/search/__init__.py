"""Choosing moves: the tree search and everything around it.

- :mod:`~gtp_like.search.mcts`: the Monte Carlo tree search (and the flat
  one), its limits and its analyses;
- :mod:`~gtp_like.search.tree`: the search tree's nodes and the walk;
- :mod:`~gtp_like.search.draws`: the random numbers the walks and
  playouts draw;
- :mod:`~gtp_like.search.parallel`: one search on several processes;
- :mod:`~gtp_like.search.pool`: the server's search processes;
- :mod:`~gtp_like.search.analysis`: analyses as GTP and JSON report them;
- :mod:`~gtp_like.search.players`: the move choosers ``--player`` names;
- :mod:`~gtp_like.search.agent`: what ``genmove`` and the analyses do with
  a player: limits from the clock, time per move, resigning.

This package imports none of its modules: a game's rules draw random
numbers from :mod:`~gtp_like.search.draws` without loading the search.
"""
