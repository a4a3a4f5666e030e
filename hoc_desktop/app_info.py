"""The program's name as its folders (saves, settings, logs) and its messages show it. It sits at
the bottom of the package so that the window's settings and saves and the command line's guard
all read it without importing one another."""

APP = "hoc-desktop"
