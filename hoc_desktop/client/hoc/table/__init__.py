"""The table scene: layout, card sprites, animation, prompts."""
