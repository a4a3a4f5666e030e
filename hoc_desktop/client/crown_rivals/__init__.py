"""Crown Rivals in the window: its table scene, card faces, words and results screen. The scene
plays through the same GameSession, AI worker, prompt panel and saves as Heart of Crown's table."""
