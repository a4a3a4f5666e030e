"""Writing saves leaves nothing behind and damages nothing: no temporary file outlives a save, the
folder is synced after the rename, a file that is not one of our saves is never overwritten, and
a symlinked save stays a link."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from hoc_desktop.errors import SaveError
from hoc_desktop.saves import check_save_target, load_game, save_game
from hoc_desktop.saves.savefile import STALE_SECONDS
from tests.saves.test_savefile import money_game


@pytest.fixture(scope="module")
def game_and_setup():  # type: ignore[no-untyped-def]
    return money_game(12)


def test_an_orphaned_temporary_file_is_removed_by_the_next_save(tmp_path: Path, game_and_setup) -> None:
    # given the temporary file of a save that was killed mid-write long ago, and one being written now
    old = tmp_path / ".game.json.k2j3h4g5.tmp"
    old.write_text('{"format": "hoc-desktop-sa', encoding="utf-8")
    long_ago = time.time() - STALE_SECONDS - 5
    os.utime(old, (long_ago, long_ago))
    fresh = tmp_path / ".game.json.a1b2c3d4.tmp"
    fresh.write_text("{", encoding="utf-8")
    other = tmp_path / ".other.json.k2j3h4g5.tmp"
    other.write_text("{", encoding="utf-8")
    os.utime(other, (long_ago, long_ago))
    # when the game is saved under that name
    save_game(*game_and_setup, tmp_path / "game.json")
    # then the orphan is gone; a recent one (maybe another save in progress) and other names stay
    assert sorted(p.name for p in tmp_path.iterdir()) == [".game.json.a1b2c3d4.tmp", ".other.json.k2j3h4g5.tmp",
                                                           "game.json"]


def test_an_interrupted_write_leaves_the_old_save_and_no_temporary_file(tmp_path: Path, game_and_setup,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # given a save on disk
    path = tmp_path / "game.json"
    save_game(*game_and_setup, path)
    before = path.read_bytes()

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    # when Ctrl-C arrives in the middle of writing the next save
    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_game(*money_game(14), path)
    # then the old save is intact and nothing else is in the folder
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_the_folder_is_synced_after_the_rename(tmp_path: Path, game_and_setup, monkeypatch: pytest.MonkeyPatch) -> None:
    if not hasattr(os, "O_DIRECTORY"):
        pytest.skip("folders cannot be synced here")
    synced: list[str] = []
    real_fsync = os.fsync

    def record(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", record)
    save_game(*game_and_setup, tmp_path / "game.json")
    assert synced == ["file", "folder"]


@pytest.mark.parametrize("content", [b"my notes\n", b'{"volume": 3}', b"", b"\x89PNG\r\n\x1a\n",
                                     b'{"format": "other-app"}'])
def test_a_file_that_is_not_a_save_is_never_overwritten(tmp_path: Path, game_and_setup, content: bytes) -> None:
    # given a file of something else where the user asked to save
    path = tmp_path / "notes.json"
    path.write_bytes(content)
    # when the game is saved there, then it is refused in one line and the file is untouched
    for attempt in (lambda: check_save_target(path), lambda: save_game(*game_and_setup, path)):
        with pytest.raises(SaveError) as info:
            attempt()
        assert "not a Heart of Crown save" in str(info.value) and str(path) in str(info.value)
    assert path.read_bytes() == content
    assert [p.name for p in tmp_path.iterdir()] == ["notes.json"]


def test_a_damaged_save_of_ours_may_be_overwritten(tmp_path: Path, game_and_setup) -> None:
    # given one of our saves, cut short by a crash of some other program
    path = tmp_path / "game.json"
    save_game(*game_and_setup, path)
    path.write_bytes(path.read_bytes()[:200])
    # when the game is saved again, then it replaces the damaged file
    save_game(*game_and_setup, path)
    assert load_game(path)[1].players == ("Ann", "Bob")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_not_a_place_to_save(tmp_path: Path, game_and_setup) -> None:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    with pytest.raises(SaveError) as info:
        save_game(*game_and_setup, path)
    assert "not a Heart of Crown save" in str(info.value)
    assert stat.S_ISFIFO(os.stat(path).st_mode)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks on this system")
def test_a_symlinked_save_stays_a_link(tmp_path: Path, game_and_setup) -> None:
    # given a save kept in one folder and linked from another
    real = tmp_path / "store" / "game.json"
    real.parent.mkdir()
    save_game(*money_game(5), real)
    link = tmp_path / "game.json"
    link.symlink_to(real)
    # when the game is saved through the link
    save_game(*game_and_setup, link)
    # then the link is still a link and the file it points at holds the new game
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert len(json.loads(real.read_text(encoding="utf-8"))["commands"]) == 12
    assert sorted(p.name for p in real.parent.iterdir()) == ["game.json"]


def test_replacing_a_save_keeps_its_permissions(tmp_path: Path, game_and_setup) -> None:
    path = tmp_path / "game.json"
    save_game(*game_and_setup, path)
    os.chmod(path, 0o644)
    save_game(*game_and_setup, path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644
