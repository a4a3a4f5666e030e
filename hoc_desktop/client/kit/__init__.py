"""The table kit every game's table shares: the zoom, the pile viewer and the first-game tour."""
