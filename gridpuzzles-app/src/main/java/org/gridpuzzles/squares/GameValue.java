package org.gridpuzzles.squares;

/** The value of the game under perfect play. */
public enum GameValue {
    FIRST_PLAYER_WINS("first player wins"), SECOND_PLAYER_WINS("second player wins"), DRAW("draw");

    private final String text;

    GameValue(String text) {
        this.text = text;
    }

    @Override
    public String toString() {
        return text;
    }
}
