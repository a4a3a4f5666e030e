"""Tests of the helper scripts in scripts/."""
