"""The pygame-ce desktop window: scenes, card sprites, layout and the art they draw.

Importing the client keeps pygame's "Hello from the pygame community" banner off the terminal:
the program's output is its own (the smoke test's one line, error messages).
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
