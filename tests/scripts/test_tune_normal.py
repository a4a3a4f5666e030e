"""scripts/tune_normal.py: runs end to end with tiny numbers, prints its figure (never judged), refuses
a setting card_values does not have in one line, and leaves card_values as it found it."""

from __future__ import annotations

import re
import subprocess
import sys

from hoc_desktop.ai.hoc import card_values
from tests.scripts.script_module import ROOT, load_script

SCRIPT = ROOT / "scripts" / "tune_normal.py"


def test_tune_normal_prints_a_win_rate_with_its_interval() -> None:
    # given: 4 games with one setting changed, against normal as it is
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "4", "--against", "normal", "SET_MIN_POINTS=2"],
                          capture_output=True, text=True, timeout=120)
    # then: one line with the rate, its 95% interval, the games and the seed
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"normal \(SET_MIN_POINTS=2\) vs normal: \d+\.\d% \[\d+\.\d%, \d+\.\d%\] over 4 games "
                        r"\(seed 3\), \d+ s", done.stdout.strip())


def test_hard_s_own_rollout_policy_can_be_tuned_instead() -> None:
    # given: 2 games of hard's own seat with one of its settings changed, against normal
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "2", "--against", "normal", "--player",
                           "hard-rollout", "HARD_BACK_SKIP_POINTS=3"], capture_output=True, text=True, timeout=120)
    # then: the line names the policy tuned
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("hard-rollout (HARD_BACK_SKIP_POINTS=3) vs normal: ")


def test_an_unknown_setting_is_one_line_and_exit_status_2() -> None:
    # when: a name card_values does not have
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "2", "NO_SUCH_SETTING=1"],
                          capture_output=True, text=True, timeout=60)
    # then
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        ("tune_normal: 'NO_SUCH_SETTING=1': expected NAME=VALUE with NAME a setting of "
         "hoc_desktop/ai/hoc/card_values.py")]


def test_the_tuned_player_puts_the_settings_back_after_its_decisions() -> None:
    # given: the script's own functions and today's setting
    script = load_script("tune_normal")
    before = card_values.SET_MIN_POINTS
    # when: two games are played with another value
    script.win_rate(script.parse_overrides([f"SET_MIN_POINTS={before + 2}"]), "normal", 2, 1)
    # then: card_values holds today's value again
    assert card_values.SET_MIN_POINTS == before
