"""The client's screens: title, new game, results (the table scene lives beside them)."""
