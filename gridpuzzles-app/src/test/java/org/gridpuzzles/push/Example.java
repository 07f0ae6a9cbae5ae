package org.gridpuzzles.push;

/** The 4 x 4 example of the competition's problem description, written out by hand. */
final class Example {

    static final String FACTS = """
            % the 4 x 4 example of the problem description
            field(1,1). field(1,2). field(1,3). field(1,4). field(2,1). field(2,2). field(2,3). field(2,4).
            field(3,1). field(3,2). field(3,3). field(3,4). field(4,1). field(4,2). field(4,3). field(4,4).
            init_on(3,2). goal_on(1,4).
            connect(1,1,s). connect(1,1,w). connect(1,2,n). connect(1,2,e). connect(1,2,w). connect(1,3,e).
            connect(1,4,n). connect(1,4,w). connect(2,1,n). connect(2,1,w). connect(2,2,n). connect(2,2,w).
            connect(2,3,n). connect(2,3,s). connect(2,4,n). connect(2,4,e). connect(2,4,w). connect(3,1,n).
            connect(3,1,s). connect(3,2,n). connect(3,2,w). connect(3,3,e). connect(3,4,n). connect(3,4,s).
            connect(3,4,w). connect(4,1,n). connect(4,1,w). connect(4,2,n). connect(4,2,s). connect(4,2,e).
            connect(4,2,w). connect(4,3,n). connect(4,3,e). connect(4,4,w).
            max_steps(2).
            """;

    private Example() {
    }

    static PushPuzzle puzzle() {
        return PuzzleReader.parse("example.lp", FACTS);
    }
}
