"""A GUI server on a thread of its own: for programs and tests that drive the page while they go on."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from .app import GuiServer, listen
from .table import Table


class RunningGui:
    """A GUI server for ``table`` on 127.0.0.1 (on ``port``, or an unused one), served by an event loop on a thread."""

    def __init__(self, table: Table, token_required: bool = False, port: int = 0, **limits: Any) -> None:
        """``limits``: :class:`GuiServer`'s ``header_timeout`` and ``max_connections``."""
        self.table = table
        self.server = GuiServer(table, token_required=token_required, host="127.0.0.1", **limits)
        self.loop = asyncio.new_event_loop()
        #: The port it listens on, once started.
        self.port = 0
        ready = threading.Event()

        def main() -> None:
            asyncio.set_event_loop(self.loop)
            runner, listener = self.loop.run_until_complete(listen(self.server, port))
            self.port = int(listener.sockets[0].getsockname()[1])
            self.loop.call_soon(table.schedule)
            ready.set()
            self.loop.run_forever()
            listener.close()
            self.loop.run_until_complete(runner.cleanup())
            self.loop.close()

        self.thread = threading.Thread(target=main, daemon=True)
        self.thread.start()
        if not ready.wait(20):
            raise RuntimeError("the GUI server did not start")
        self.url = f"http://127.0.0.1:{self.port}/"

    def call(self, function: Any, *args: Any) -> Any:
        """Run ``function(*args)`` on the server's loop (where the table lives) and return its result."""

        async def run() -> Any:
            return function(*args)

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(20)

    def close(self) -> None:
        """Stop the engines' searches and the server's tasks, then the loop and its thread."""

        async def finish() -> None:
            for seat in self.table.seats.values():
                if seat.player is not None:
                    seat.player.stop()
            self.table.analysis_on = False
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(finish(), self.loop).result(20)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(20)
