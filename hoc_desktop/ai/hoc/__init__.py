"""Heart of Crown's AI levels (random, money/baseline, easy, normal, hard), each reading only its
seat's SeatView; levels.py turns a level's name into one, and kit.py gives the game to the program."""
