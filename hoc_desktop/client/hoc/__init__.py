"""Heart of Crown above the engine: its table, its new-game scene, its window kit."""
