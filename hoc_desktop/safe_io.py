"""Reading files a user may have damaged or crafted: saves (JSON), scenarios, card, set and rules
files (YAML). Every refusal is an instance of the caller's error class with one line naming the
file (and, where the parser knows it, the line), and every refusal comes fast and small:

* only regular files are opened: a FIFO would block `open` for ever, a device such as /dev/zero
  never ends, a folder is not a file. The type is checked with `stat` before opening and again
  on the open descriptor (opened non-blocking), so a file swapped in between is caught too;
* the size is capped before anything is read (`limit`), and never more than `limit` bytes are read;
* YAML is parsed event by event into plain values (text, numbers, true/false, null, lists,
  mappings) by a composer that refuses anchors and aliases (the "billion laughs" bomb expands
  aliases), tags outside that set, duplicate keys, nesting deeper than MAX_DEPTH and more than
  MAX_NODES values, before any of it is built;
* JSON refuses NaN and Infinity, numbers of more than 30 digits, duplicate keys, deep nesting and
  more than MAX_JSON_VALUES values (commas, lists and mappings counted on the raw text before
  parsing: that bounds the memory a file within the size limit can make the parser take).
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, NoReturn

import yaml

from hoc_desktop.errors import HocError
from hoc_desktop.i18n import _
from hoc_desktop.safe_text import clip, shown

MAX_DEPTH = 32            # lists and mappings inside each other
MAX_NODES = 100_000       # values in one YAML document (the whole base card file has about 3,000)
MAX_JSON_VALUES = 300_000  # values in one JSON document, counted on the raw text (a full save has about 120,000)
MAX_DIGITS = 30           # digits of one number

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_TAG = "tag:yaml.org,2002:"
_PLAIN_TAGS = {_TAG + name for name in ("str", "int", "float", "bool", "null", "timestamp")}


def display(path: Path | str) -> str:
    """A path as messages show it: escaped, and shortened if absurdly long."""
    return clip(str(path), 200)


def _megabytes(size: int) -> str:
    return _("{size:.1f} MB").format(size=size / 1_000_000)


def read_text(path: Path, limit: int, error: type[HocError], what: str) -> str:
    """The text of a regular file of at most `limit` bytes, decoded as UTF-8. `what` names the kind
    of file in the refusals ("save"): marked with N_ where it is written, translated here."""
    name = display(path)
    what = _(what)

    def refuse(problem: str) -> NoReturn:
        raise error(f"{name}: {problem}")

    try:
        before = os.stat(path)
        _check_kind(before, limit, what, refuse)
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        refuse(_("cannot read {what}: {reason}").format(what=what, reason=exc.strerror or exc))
    except ValueError:                       # a NUL byte in the name
        refuse(_("cannot read {what}: not a valid file name").format(what=what))
    try:
        _check_kind(os.fstat(fd), limit, what, refuse)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        refuse(_("cannot read {what}: {reason}").format(what=what, reason=exc.strerror or exc))
    finally:
        os.close(fd)
    if size > limit:
        refuse(_("larger than {limit}; no {what} is that large").format(limit=_megabytes(limit), what=what))
    data = b"".join(chunks)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise error(_("{file}:{line}: not a {what} (not UTF-8 text)").format(file=name, line=line, what=what)) from None


def _check_kind(st: os.stat_result, limit: int, what: str, refuse: Callable[[str], NoReturn]) -> None:
    """Refuse anything but a regular file within `limit` bytes (checked by name, then on the open
    descriptor, so a file swapped in between is caught)."""
    if stat.S_ISDIR(st.st_mode):
        refuse(_("is a folder, not a {what}").format(what=what))
    if not stat.S_ISREG(st.st_mode):
        refuse(_("is not a regular file (a pipe, socket or device), so not a {what}").format(what=what))
    if st.st_size > limit:
        refuse(_("is {size}, larger than {limit}; no {what} is that large").format(
            size=_megabytes(st.st_size), limit=_megabytes(limit), what=what))


# ---------------------------------------------------------------- YAML

class Lines:
    """Where each value of a YAML document starts: the 1-based line of a mapping value's key or
    of a list item, by its path (`("cards", 3, "cost")`). `of` falls back to the nearest
    enclosing value, so any path inside the document gets a line. `at` adds the file's name, so
    every loader begins its refusals the same way."""

    def __init__(self, name: str) -> None:
        self.name = name                      # the file, as messages show it (see display)
        self._lines: dict[tuple[Any, ...], int] = {(): 1}

    def note(self, where: tuple[Any, ...], line: int) -> None:
        self._lines[where] = line

    def of(self, where: tuple[Any, ...]) -> int:
        where = tuple(where)
        while where not in self._lines:
            where = where[:-1]
        return self._lines[where]

    def at(self, where: tuple[Any, ...]) -> str:
        """`FILE:LINE` of the value at `where`: how a refusal of that value begins."""
        return f"{self.name}:{self.of(where)}"


def _too_deep() -> str:
    return _("nested more than {n} levels deep").format(n=MAX_DEPTH)


def _too_long() -> str:
    return _("a number of more than {n} digits").format(n=MAX_DIGITS)


def _twice(key: Any) -> str:
    return _("the key {key} appears twice").format(key=shown(key, 30))


class _Refused(Exception):
    def __init__(self, line: int, problem: str) -> None:
        super().__init__(problem)
        self.line = line
        self.problem = problem


def load_yaml(path: Path, limit: int, error: type[HocError], what: str) -> tuple[Any, Lines]:
    """Read and parse one YAML document of plain values, with the line of every value."""
    text = read_text(path, limit, error, what)
    name = display(path)
    try:
        return parse_yaml(text, name)
    except _Refused as exc:
        raise error(f"{name}:{exc.line}: {exc.problem}") from None


def parse_yaml(text: str, name: str) -> tuple[Any, Lines]:
    """The document in `text` (the file `name`) and its Lines; raises _Refused (line, problem) for
    anything else."""
    lines = Lines(name)
    composer = _Composer(lines)
    try:
        for event in yaml.parse(text, Loader=_LOADER):
            composer.feed(event)
    except yaml.YAMLError as exc:
        line = _error_line(exc, text)
        too_deep = _flow_too_deep(text, _error_offset(exc, text))
        if too_deep is not None:
            raise _Refused(too_deep, _too_deep()) from None
        raise _Refused(line, _("invalid YAML: {problem}").format(problem=_yaml_problem(exc))) from None
    return composer.root, lines


def _error_offset(exc: yaml.YAMLError, text: str) -> int:
    """How far into `text` the parser got before it refused (the whole text if it does not say)."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    index = getattr(mark, "index", None)
    return index + 1 if isinstance(index, int) else len(text)


def _flow_too_deep(text: str, end: int) -> int | None:
    """The line on which `[` and `{` nest deeper than MAX_DEPTH before offset `end`, or None.

    Why: PyYAML's scanner reads ahead through a run of flow brackets and, since 6.0.4 (libyaml's
    limit of 1000), refuses it in its own words before our composer sees the 33rd level. This
    count runs only on text the parser already refused, so it never refuses a valid file; it
    passes over comments, and a bracket inside a scalar can at worst name depth as the fault of
    a file that is broken anyway. One regular-expression pass: linear in the text."""
    depth = 0
    for match in _FLOW_MARKS.finditer(text, 0, min(end, len(text))):
        mark = match.group()
        if mark in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                return text.count("\n", 0, match.start()) + 1
        elif mark in ("]", "}"):
            depth = max(0, depth - 1)
    return None


_FLOW_MARKS = re.compile(r"[\[\]{}]|(?<!\S)#[^\n]*")   # brackets, and comments passed over whole


def _error_line(exc: yaml.YAMLError, text: str) -> int:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    if mark is not None:
        return mark.line + 1
    position = getattr(exc, "position", None)           # a ReaderError: a character offset
    return text.count("\n", 0, position) + 1 if isinstance(position, int) else 1


def _yaml_problem(exc: yaml.YAMLError) -> str:
    if isinstance(exc, yaml.reader.ReaderError):
        character = chr(exc.character) if isinstance(exc.character, int) else exc.character
        return _("unacceptable character {character}").format(character=shown(character))
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    return clip(str(problem), 100)


class _Composer:
    """Builds plain Python values from parser events, refusing what a data file never needs."""

    def __init__(self, lines: Lines) -> None:
        self.lines = lines
        self.root: Any = None
        self.documents = 0
        self.nodes = 0
        # open collections: [container, its path, the pending mapping key or _NO_KEY]
        self.stack: list[list[Any]] = []
        self.resolver = yaml.resolver.Resolver()
        self.constructor = yaml.constructor.SafeConstructor()

    def feed(self, event: yaml.Event) -> None:
        line = event.start_mark.line + 1 if event.start_mark is not None else 1
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise _Refused(line, _("more than one YAML document (a second '---')"))
        elif isinstance(event, yaml.AliasEvent):
            raise _Refused(line, _("aliases (*{anchor}) are not allowed").format(anchor=clip(str(event.anchor), 30)))
        elif isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if event.anchor is not None:
                raise _Refused(line, _("anchors (&{anchor}) are not allowed").format(
                    anchor=clip(str(event.anchor), 30)))
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise _Refused(line, _("more than {n} values; no such file is that large").format(n=MAX_NODES))
            if isinstance(event, yaml.ScalarEvent):
                self._add(self._scalar(event, line), line)
            else:
                self._open(event, line)
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            container = self.stack.pop()[0]
            if self.stack:
                self._place(container, self.stack[-1])
            else:
                self.root = container

    def _open(self, event: yaml.CollectionStartEvent, line: int) -> None:
        is_map = isinstance(event, yaml.MappingStartEvent)
        expected = _TAG + ("map" if is_map else "seq")
        if event.tag not in (None, "!", expected):
            raise _Refused(line, _("the tag {tag} is not allowed").format(tag=clip(str(event.tag), 40)))
        if len(self.stack) >= MAX_DEPTH:
            raise _Refused(line, _too_deep())
        if self.stack and self.stack[-1][2] is _NO_KEY and isinstance(self.stack[-1][0], dict):
            raise _Refused(line, _("a mapping key must be a plain value, not a list or mapping"))
        path = self._child_path(line)
        self.stack.append([{} if is_map else [], path, _NO_KEY])

    def _child_path(self, line: int) -> tuple[Any, ...]:
        """The path of the value about to be added, noting its line."""
        if not self.stack:
            return ()
        container, path, key = self.stack[-1]
        if isinstance(container, dict):
            return (*path, key)                   # the line noted is the key's
        where = (*path, len(container))
        self.lines.note(where, line)
        return where

    def _add(self, value: Any, line: int) -> None:
        if not self.stack:
            self.root = value
            return
        top = self.stack[-1]
        if isinstance(top[0], dict) and top[2] is _NO_KEY:
            if value in top[0]:
                raise _Refused(line, _twice(value))
            top[2] = value
            self.lines.note((*top[1], value), line)
            return
        self._child_path(line)
        self._place(value, top)

    @staticmethod
    def _place(value: Any, top: list[Any]) -> None:
        container = top[0]
        if isinstance(container, dict):
            container[top[2]] = value
            top[2] = _NO_KEY
        else:
            container.append(value)

    def _scalar(self, event: yaml.ScalarEvent, line: int) -> Any:
        tag = event.tag
        if tag in (None, "!"):
            tag = self.resolver.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag not in _PLAIN_TAGS:
            raise _Refused(line, _("the tag {tag} is not allowed (only plain text, numbers, true/false and null)"
                                   ).format(tag=clip(str(tag), 40)))
        if tag in (_TAG + "str", _TAG + "timestamp"):     # a date stays the text it was written as
            # Interned, as the program's own string literals are: the engine looks up card ids, step
            # arguments and zone names from these files in dicts keyed by its literals and by each
            # other, and two equal strings that are one object compare by address alone.
            return sys.intern(event.value)
        if tag == _TAG + "int" and sum(ch.isdigit() for ch in event.value) > MAX_DIGITS:
            raise _Refused(line, _too_long())
        node = yaml.ScalarNode(tag, event.value)     # no marks: a refusal names `line` itself
        try:
            return self.constructor.construct_object(node)
        except (yaml.YAMLError, ValueError, OverflowError):
            raise _Refused(line, _("{value} is not a valid {kind}").format(value=shown(event.value),
                                                                          kind=tag.rsplit(":", 1)[-1])) from None


_NO_KEY = object()


# ---------------------------------------------------------------- JSON

class _JsonRefused(Exception):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _JsonRefused(_twice(key))
        out[key] = value
    return out


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _JsonRefused(_too_long())
    return int(digits)


def _finite_float(digits: str) -> float:
    value = float(digits)
    if value in (float("inf"), float("-inf")):
        raise _JsonRefused(_("the number {number} is too large").format(number=shown(digits, 30)))
    return value


def _no_constant(name: str) -> Any:
    raise _JsonRefused(_("{name} is not a number a file may hold").format(name=name))


def load_json(path: Path, limit: int, error: type[HocError], what: str) -> Any:
    """Read and parse one JSON document within the limits above."""
    text = read_text(path, limit, error, what)
    name, what = display(path), _(what)
    if text.count(",") + text.count("[") + text.count("{") > MAX_JSON_VALUES:
        raise error(_("{file}: more than {n} values; no {what} holds that many").format(
            file=name, n=MAX_JSON_VALUES, what=what))
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_small_int,
                          parse_float=_finite_float, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise error(_("{file}:{line}: corrupt or truncated {what} ({problem})").format(
            file=name, line=exc.lineno, what=what, problem=exc.msg)) from None
    except _JsonRefused as exc:
        raise error(_("{file}: corrupt {what}: {problem}").format(file=name, what=what, problem=exc)) from None
    except RecursionError:
        raise error(_("{file}: corrupt {what}: {problem}").format(file=name, what=what, problem=_too_deep())) from None
    if _depth(data) > MAX_DEPTH:
        raise error(_("{file}: corrupt {what}: {problem}").format(file=name, what=what, problem=_too_deep()))
    return data


def _depth(data: Any) -> int:
    """How deeply lists and mappings nest in `data` (without recursion)."""
    deepest = 0
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (list, dict)):
            deepest = max(deepest, depth)
            if depth <= MAX_DEPTH:
                todo.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return deepest


def replace_atomically(target: Path, text: str, mode: int | None = None) -> None:
    """Write `text` to a temporary file beside `target`, flush and fsync it, give it `mode` (the
    permissions of the file it replaces), and rename it over `target`: a crash leaves the old file
    or the new one, never half of one, and no temporary file. Raises OSError (nothing replaced)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        if os.path.lexists(tmp):
            os.unlink(tmp)
        raise
