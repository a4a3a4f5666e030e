"""The game-agnostic core: it runs any card game that implements the contract, and knows none.

What lives here (each module says why it is shaped as it is):

    ruleset.py      the contract: `Ruleset`, one plain object a game fills in (read this first)
    game.py         the driver: `Game` (prompt, submit, events, command log, copy), `start_game`,
                    `replay` (saves and undo), `game_after`
    prompts.py      `Prompt`: who must decide what; command prompts and pick prompts; validation
    effects.py      the effect runner: `StepBook` (a ruleset's step implementations), `choose`
    zones.py        the zone registry: `ZoneSpec`, `ZoneRegistry`, `Visibility`, `UnknownZone`
    state_fields.py state fields declared once (`state_field`, `declared_state`, `state_copier`): copy, seal, views
    seat_stream.py  the event stream as one seat sees it (`SeatStream`), `rebuild` from events
    undo.py         undo as a rule: `can_undo`, `undo_point`, `undo_target` (never across news)
    event_kinds.py  `kind_named`: the name of an event's kind (`event.type`), set on its NamedTuple

How a ruleset plugs in (Heart of Crown's is `engine/hoc/ruleset.py`):

1. Declare the zones once: `ZONES = ZoneRegistry(ZoneSpec("hand", per_seat=True,
   visibility=Visibility.OWNER, ordered=False), ...)`. Any zone not declared raises `UnknownZone`.
2. Write the state as plain dataclasses with `result` (None until the game is over), each field
   declared with `state_field(copy, sealed=..., seen=...)` under `@declared_state`, which
   generates `copy()` and lets saves seal and views show every field without a list by hand (a
   class mypyc is to compile natively declares `copy()` itself, returning `state_copier`'s copy).
3. Write events as small records named by kind (`@kind_named("drew")`) and one handler per event
   type: `APPLY = {Drew: _drew, ...}`.
   Handlers are the only code that changes a state; events carry their outcome (a shuffle its
   order), so applying never draws a random number.
4. Write the rules as functions of the driver `g` (a core `Game`): `g.state` to read, `g.emit(event)`
   to change. A rule that needs a decision is a generator: `picks = yield from choose(seat, kind,
   step, text, options, lo, hi)` suspends the game on a Prompt and resumes with the answer.
   Top-level prompts set `offers_commands=True` (their options are whole commands).
5. Give the rules of every step as a subclass of `RulesetHooks` (core/hooks.py) with the methods
   `top_prompt(g)`, `handle(g, command)` and `after_change(g)`, fill in `Ruleset(name=...,
   zones=ZONES, new_state=..., deal=..., hooks=MyHooks(), apply=APPLY, auto_options=...,
   why_refused=..., redact=..., teaches=..., view=...)` and start games with
   `start_game(RULESET, setup)`.
6. Give it a kit (`hoc_desktop/game_kit.py`, in `ai/<game>/kit.py`) and name it in
   `hoc_desktop/games.py` so saves and tools can find it by name (a game from outside the
   package: `register_kit`; docs/architecture.md), and give it
   a case in the conformance suite (tests/engine/core/conformance.py), which holds every game to
   this contract.

The core imports nothing from any game; a game imports the core. Nothing here may branch on a
game's names (kinds, zones, events): they reach the core only as data of the `Ruleset`.
"""
