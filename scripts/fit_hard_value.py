"""Fit the `hard` level's value estimate from self-play and write hoc_desktop/ai/hoc/hard_weights.py.

    python3 scripts/fit_hard_value.py --games 3000 --policy normal [--write]

Plays 2-player games between copies of --policy (markets from the recommended sets and the
randomizer), records the features of `hard.value_features` at the start of every turn from the point
of view of the player about to move, and fits one logistic regression of "that player wins" per band
of game rounds. Needs numpy (a development tool; the game itself does not).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hoc_desktop.ai.hoc import hard_weights
from hoc_desktop.ai.hoc.hard import FEATURES, value_features
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import random_market, setup_for
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.seat_view import SeatView

MAX_TURNS = 400
# --write replaces the module the `hard` level reads its weights from, wherever the AI's modules live
WEIGHTS_FILE = Path(hard_weights.__file__)


def play(args: tuple[int, str]) -> list[tuple[int, int, list[float], float]]:
    """(round, seat, features, outcome for that seat) at the start of every turn of one game."""
    seed, policy = args
    g = new_game(setup_for(seed, 2, market=random_market(seed, 0.5)), record=False)
    bots = [make_policy(policy, seed * 2 + i) for i in range(2)]
    rows: list[tuple[int, int, list[float]]] = []
    last_turn = -1
    while not g.over and g.state.turn.number <= MAX_TURNS:
        prompt = g.prompt()
        s = g.state
        if s.turn.number != last_turn and prompt.kind == "main" and g.quiescent:
            last_turn = s.turn.number
            rows.append(((s.turn.number - 1) // 2, s.turn.seat, value_features(s, s.turn.seat)))
        command, _ = split_decision(bots[prompt.seat].decide(prompt, SeatView(s, prompt.seat)))
        g.submit(prompt.seat, command)
    winners = g.state.result["winners"] if g.state.result else []
    out = []
    for rnd, seat, x in rows:
        y = (1.0 / len(winners)) if seat in winners else 0.0
        out.append((rnd, seat, x, y))
    return out


def fit(X, y, l2: float = 1.0):
    import numpy as np
    Xb = np.hstack([np.ones((len(X), 1)), X])
    w = np.zeros(Xb.shape[1])
    reg = l2 * np.eye(Xb.shape[1])
    reg[0, 0] = 0.0
    for _ in range(50):
        z = np.clip(Xb @ w, -30, 30)
        p = 1 / (1 + np.exp(-z))
        grad = Xb.T @ (p - y) + reg @ w
        hess = (Xb * (p * (1 - p))[:, None]).T @ Xb + reg + 1e-9 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def main() -> None:
    import numpy as np
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--policy", default="normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds-per-bucket", type=int, default=3)
    ap.add_argument("--buckets", type=int, default=7)
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    with mp.Pool() as pool:
        games = pool.map(play, [(a.seed * 1_000_000 + i, a.policy) for i in range(a.games)], chunksize=4)
    rows = [r for game in games for r in game]
    weights = []
    for b in range(a.buckets):
        lo = b * a.rounds_per_bucket
        hi = lo + a.rounds_per_bucket if b < a.buckets - 1 else 10 ** 9
        sel = [r for r in rows if lo <= r[0] < hi]
        X = np.array([r[2] for r in sel])
        y = np.array([r[3] for r in sel])
        w = fit(X, y)
        p = 1 / (1 + np.exp(-np.clip(np.hstack([np.ones((len(X), 1)), X]) @ w, -30, 30)))
        ll = -np.mean(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12))
        acc = np.mean((p > 0.5) == (y > 0.5))
        print(f"rounds {lo}-{hi if hi < 10**9 else 'end'}: n={len(sel)} logloss={ll:.3f} acc={acc:.3f}")
        print("   " + ", ".join(f"{n}={v:+.3f}" for n, v in zip(("bias",) + FEATURES, w)))
        weights.append([round(float(v), 4) for v in w])
    text = ('"""Weights of the `hard` level\'s value estimate (written by scripts/fit_hard_value.py\n'
            f'from {a.games} {a.policy} self-play games)."""\n\n'
            f"ROUNDS_PER_BUCKET = {a.rounds_per_bucket}\n"
            "# per band of game rounds: bias, then one weight per feature in hard.FEATURES\n"
            "VALUE_WEIGHTS = [\n" + "".join(f"    {w},\n" for w in weights) + "]\n")
    if a.write:
        WEIGHTS_FILE.write_text(text)
        print(f"written {WEIGHTS_FILE}")
    else:
        print(text)


if __name__ == "__main__":
    main()
