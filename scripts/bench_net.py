#!/usr/bin/env python3
"""Network benchmark: N two-seat tables of bot clients against one `hoc-desktop serve` on loopback.

    python3 scripts/bench_net.py [--tables N] [--level LEVEL] [--game NAME] [--timeout SECONDS]

Starts `serve --port 0` in its own process (a fresh tables folder), then plays every table at once
from this process: two `TableClient` bots per table (hoc_desktop/net/), all in one event loop.
Prints plain lines: games completed, commands per second (all tables together, wall clock), the
p50 and p99 command round trip (a command sent until the update it caused arrives, in ms) and the
server's peak memory (VmHWM, Linux). The bots' decisions are computed at the table (docs/network.md),
so the server's CPU is the AI's too, as it is for a host's AI seats.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hoc_desktop.games import DEFAULT_GAME
from hoc_desktop.net.client import TableClient


class TimedBot:
    """A bot seat that times each of its commands until the next update."""

    def __init__(self, client: TableClient, trips: list[float]) -> None:
        self.client = client
        self.trips = trips
        self.sent_at: float | None = None
        self.commands = 0

    async def play(self) -> str:
        client, answered = self.client, None
        async for message in client.messages():
            if message["type"] == "update" and self.sent_at is not None:
                self.trips.append(time.perf_counter() - self.sent_at)
                self.sent_at = None
            if client.result is not None:
                await client.close()
                return client.result
            if client.prompt is not None and client.at != answered:
                answered = client.at
                self.sent_at = time.perf_counter()
                self.commands += 1
                await client.send_command(client.advice)
        return ""


def peak_rss_mb(pid: int) -> float:
    """The process's peak resident memory (VmHWM), in MB; 0 where /proc does not say."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


async def bench(url: str, tables: int, level: str, game: str) -> tuple[int, int, list[float], float]:
    trips: list[float] = []
    bots = [TimedBot(TableClient(f"{url}/bench{t}", game=game, bot=level), trips) for t in range(tables)]
    bots += [TimedBot(TableClient(f"{url}/bench{t}", bot=level), trips) for t in range(tables)]
    start = time.perf_counter()
    first = [asyncio.create_task(bot.play()) for bot in bots[:tables]]
    await asyncio.sleep(0.5)                 # every table created by its first seat
    results = await asyncio.gather(*first, *(bot.play() for bot in bots[tables:]), return_exceptions=True)
    elapsed = time.perf_counter() - start
    done = sum(1 for r in results[:tables] if isinstance(r, str) and r.startswith("result:"))
    return done, sum(bot.commands for bot in bots), trips, elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--game", default=DEFAULT_GAME)
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen([sys.executable, "-m", "hoc_desktop", "serve", "--port", "0",
                                   "--tables-dir", str(Path(folder) / "tables")],
                                  stdout=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)
        try:
            url = (server.stdout.readline() if server.stdout else "").split()[-1]
            done, commands, trips, elapsed = asyncio.run(
                asyncio.wait_for(bench(url, args.tables, args.level, args.game), args.timeout))
            memory = peak_rss_mb(server.pid)
        finally:
            server.terminate()
            server.wait(timeout=10)
    trips_ms = sorted(t * 1000 for t in trips)
    p99 = trips_ms[min(len(trips_ms) - 1, int(len(trips_ms) * 0.99))] if trips_ms else 0.0
    print(f"tables: {args.tables} two-seat tables of {args.level} bots, {args.game}, one server on loopback")
    print(f"games completed: {done} of {args.tables} in {elapsed:.1f} s")
    print(f"commands per second: {commands / elapsed:.0f} ({commands} commands)")
    print(f"command round trip: p50 {statistics.median(trips_ms) if trips_ms else 0:.1f} ms, p99 {p99:.1f} ms")
    print(f"server peak memory (RSS): {memory:.0f} MB")
    return 0 if done == args.tables else 1


if __name__ == "__main__":
    sys.exit(main())
