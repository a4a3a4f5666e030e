"""What every screen is built of: the app and its scene stack, tweens, the theme and fonts, drawing
helpers, widgets and the two dialogs (confirm, menu)."""
