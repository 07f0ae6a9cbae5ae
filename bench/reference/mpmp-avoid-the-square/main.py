# Chris Milson's program for "MPMP10 - Avoid the Square" (Matt Parker's Maths Puzzles): it counts the drawn final
# boards of an n x n game (the board full, n*n - n*n//2 x's and n*n//2 o's, no four equal counters at the corners
# of a square, tilted squares included) by backtracking over the fields in order, and prints each board it finds.
# From his article, published as a GitHub gist (chrismilson/0cdaaaacbc72815d6737b0e05422bf80, last changed
# 10 July 2020), in three files: this one (the text does not give its name), Point.py and Board.py. His published
# counts for n = 1..8: 1, 6, 92, 2094, 2704, 24, 0, 0 (rotations and reflections counted apart).
#
# Restored: only the indentation, which the text of the article lost; each line's words are as printed and nothing
# is added, removed or reordered. Where a block ends was read from the code's sense (the loop over the fields ends
# before validPlace; both tries of a field are in backtrack; the commented-out call belongs to findValid).
#
# Run: echo N | python3 main.py   (it asks "What size board? " on standard input; the count is on the last line)
# bench/reference/vs-mpmp-python.sh runs it beside `gridpuzzles squares count`.
from itertools import combinations
from Point import Point, formSquare
from Board import Board
def findValid(n):
    """
    Prints the final position of all n x n boards that are a draw and returns the
    total number of different boards that ended in a draw.
    """
    points = []
    avoid = {}
    board = Board(n)
    count = 0
    totalCounters = n * n
    oCounters = totalCounters // 2
    xCounters = totalCounters - oCounters
    for i in range(n * n):
        # the next point
        p = Point(i // n, i % n)
        # if a group of three other points forms a square with p, we should avoid
        # that group.
        groups = filter(lambda x: formSquare(p, *x), combinations(points, 3))
        avoid[p] = set(groups)
        points.append(p)
    def validPlace(target, point):
        # there has to be a member of each group that is different from the target
        # character.
        return all(
            any(
                board[other] != target for other in group
            ) for group in avoid[point]
        )
    def backtrack(x, xLeft, oLeft):
        nonlocal count
        if x == n * n:
            print(board)
            count += 1
            return
        i, j = x // n, x % n
        p = Point(i, j)
        if xLeft != 0 and validPlace('x', p):
            board[p] = 'x'
            backtrack(x + 1, xLeft - 1, oLeft)
        if oLeft != 0 and validPlace('o', p):
            board[p] = 'o'
            backtrack(x + 1, xLeft, oLeft - 1)
    # By running the code with negative remaining, we remove the constraint for
    # the number of tokens.
    # backtrack(0, -1, -1)
    backtrack(0, xCounters, oCounters)
    return count
n = int(input('What size board? '))
print(f'There are {findValid(n)} valid games that end in a draw.')
