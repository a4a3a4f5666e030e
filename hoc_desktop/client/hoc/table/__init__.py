"""Heart of Crown's table: its scene and parts (pointer, card focus, painter), layout, board and marks."""
