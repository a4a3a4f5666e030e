"""Command-line entry points (`hoc-desktop ...`)."""
