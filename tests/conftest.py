"""Shared pytest configuration of the test suite."""

# Recorded GoGui sessions need the engine options in their headers: tests/test_gogui.py replays them.
collect_ignore = ["gogui_sessions"]
