# Point.py of Chris Milson's program for "MPMP10 - Avoid the Square" (Matt Parker's Maths Puzzles), published with
# his article as a GitHub gist (chrismilson/0cdaaaacbc72815d6737b0e05422bf80, last changed 10 July 2020). The text
# of the article kept the code but lost its indentation: only the indentation is restored here; every line is
# otherwise as printed (see main.py for the whole program and how it is run).
from math import sqrt
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)
    def __sub__(self, other):
        return Point(self.x - other.x, self.y - other.y)
    def __mul__(self, other):
        return self.x * other.x + self.y * other.y
    def __abs__(self):
        return sqrt(self * self)
    def __lt__(self, other):
        return self * self < other * other
    def __eq__(self, other):
        return self.x == other.x and self.y == other.y
    def __str__(self):
        return f'Point({self.x}, {self.y})'
def formSquare(a: Point, b: Point, c: Point, d: Point) -> bool:
    # We consider the vectors from a to the other points. If the points form a
    # square there will be a single long vector; the diagonal.
    shortA, shortB, diag = sorted([b - a, c - a, d - a], key=abs)
    return (
        # The short sides should be the same length
        abs(shortA) == abs(shortB) and
        # The short sides should be perpendicular
        shortA * shortB == 0 and
        # The short sides should sum to the diagonal
        shortA + shortB == diag
    )
