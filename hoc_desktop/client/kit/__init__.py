"""The table kit every game's table is built from: the base scene (table_scene.py), one drag-and-drop,
the session, zoom, pile viewer, tour, question panel, log, toast, curtain, speeds and shared marks."""
