"""Weights of the `hard` level's value estimate (written by scripts/fit_hard_value.py
from 3000 normal self-play games)."""

ROUNDS_PER_BUCKET = 3
# per band of game rounds: bias, then one weight per feature in hard.FEATURES
VALUE_WEIGHTS = [
    [0.105, 0.0366, 0.0, 2.4325, -0.7718, 0.0092, 0.0, 0.0],
    [0.1436, 0.2921, 0.2653, 2.8867, -0.4312, -0.8148, 0.0, 0.0],
    [0.2691, 0.3342, 0.3285, 4.2859, -0.2668, -0.5092, 0.0, 0.0],
    [0.3479, 0.4281, 0.372, 4.416, -0.1945, -1.0533, 0.0, 0.0],
    [0.4164, 0.4807, 0.3543, 3.3791, -0.1432, -1.0836, 1.5418, 0.0],
    [0.4868, 0.5274, 0.3554, 1.5021, -0.1444, 0.0, 1.8882, 0.0],
    [0.5302, 0.5487, 0.3161, 0.6178, -0.1295, 0.0, 1.265, 0.0],
]
