# Board.py of Chris Milson's program for "MPMP10 - Avoid the Square" (see main.py): only the indentation is
# restored. The string literals that draw the board are as the text prints them; runs of spaces inside them may
# have been shortened too, which would change the drawing of a board but not what is counted.
class Board:
    def __init__(self, n):
        self.n = n
        self.tiles = [x[:] for x in [[' '] * n] * n]
    def __getitem__(self, point):
        return self.tiles[point.x][point.y]
    def __setitem__(self, point, value):
        self.tiles[point.x][point.y] = value
    def __str__(self):
        result = ' ' + '_' * (self.n * 6 - 1) + ' \n'
        for row in self.tiles:
            result += '| ' * self.n + '|\n'
            result += ''.join('| ' + cell + ' ' for cell in row) + '|\n'
            result += '|_____' * self.n + '|\n'
        return result
