"""Tests of `hoc_desktop.client.ui.widgets`, one file a module."""
