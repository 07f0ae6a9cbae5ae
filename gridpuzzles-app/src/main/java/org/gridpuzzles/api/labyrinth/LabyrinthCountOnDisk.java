package org.gridpuzzles.api.labyrinth;

import java.nio.file.Path;

import org.gridpuzzles.api.Check;
import org.gridpuzzles.api.RunContext;
import org.gridpuzzles.frontier.FrontierPasses;

/**
 * {@code labyrinth count} for the command line, whose frontier may be kept in folders of this machine: checkpoints
 * to resume from, steps too large for memory spilled to disk; and whose modular passes may run elsewhere (a cluster).
 * Its folders are a type of their own ({@link Folders}), never a field of {@link LabyrinthCountRequest}: so the
 * registered operation cannot be asked to touch a file, and a client that must not (the studio) cannot reach this.
 */
public final class LabyrinthCountOnDisk {

    private LabyrinthCountOnDisk() {
    }

    /**
     * Where a count keeps its frontier.
     *
     * @param checkpoint folder for checkpoints between steps (null: none); a rerun with the same folder resumes
     * @param checkpointEvery least seconds between two checkpoints (0: after every step)
     * @param spill folder for the states of a step too large for memory (null: such a step stops the count)
     */
    public record Folders(Path checkpoint, long checkpointEvery, Path spill) {

        /** The default time between two checkpoints. */
        public static final long DEFAULT_CHECKPOINT_EVERY = 300;

        /** No folders: the count keeps everything in memory. */
        public static final Folders NONE = new Folders(null, DEFAULT_CHECKPOINT_EVERY, null);

        public Folders {
            Check.range("checkpointEvery", checkpointEvery, 0, Long.MAX_VALUE);
        }

        /** Whether the count keeps nothing on disk. */
        public boolean none() {
            return checkpoint == null && spill == null;
        }
    }

    /**
     * The count (or the confirmation) of {@code request}, keeping its frontier in {@code folders}, its passes run by
     * {@code passes} (null: in this process).
     */
    public static LabyrinthCountResult run(LabyrinthCountRequest request, Folders folders, FrontierPasses passes,
            RunContext context) {
        Check.that(!request.exact() || folders.none(), "exact", "exact keeps its states in memory: no checkpoint "
                + "and no spill folder");
        return CountOperation.count(request, folders, passes, context);
    }

    /**
     * What the count of {@code request} (or its confirmation's pass) is foreseen to take with these folders and
     * passes, before any of its work (closed lines too); empty for the rule for any graph ({@code engine frontier}),
     * which foresees nothing.
     */
    public static java.util.Optional<org.gridpuzzles.frontier.CountEstimate> estimate(LabyrinthCountRequest request,
            Folders folders, FrontierPasses passes, RunContext context) {
        if (request.engine() != LabyrinthCountRequest.Engine.PLANAR) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(CountOperation.estimate(request,
                CountOperation.frontier(request, folders, passes, context)));
    }
}
