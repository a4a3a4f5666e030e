"""What a table server does unless told otherwise, in a module of its own so the command line's
parser can name the defaults without loading the server (and `websockets`)."""

DEFAULT_PORT = 8765
DEFAULT_SEAT_WAIT = 120       # seconds a table waits for a dropped seat before an AI plays it
DEFAULT_TAKEOVER = "normal"   # the AI level that takes over such a seat
