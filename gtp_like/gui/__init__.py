"""``gtp-like gui``: play and analyse the games in a browser, with gtp-like as the referee (see docs/gui.md)."""
