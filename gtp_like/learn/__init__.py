"""Move knowledge learned from games: features of moves, and models of which move a player chooses.

:mod:`gtp_like.learn.bradley_terry` fits a generalized Bradley-Terry
model (each feature a strength, a move the product of its features'
strengths) to the moves of game records, by minorization-maximization;
:mod:`gtp_like.learn.samples` turns records into the choices it learns
from, with each game's features (``gtp_like.games.<game>.features``).
Training needs NumPy (the ``learn`` extra); playing with a model does not.
"""
