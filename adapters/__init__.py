"""The games gtp-like plays, each a rules engine and the adapter that speaks for it."""
