"""Headless tests of the pygame-ce client."""
