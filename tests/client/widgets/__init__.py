"""Tests of `hoc_desktop.client.widgets`, one file a module."""
