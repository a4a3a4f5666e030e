"""The pygame-ce desktop window: scenes, card sprites, layout and the art they draw."""
