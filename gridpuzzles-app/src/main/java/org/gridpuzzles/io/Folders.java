package org.gridpuzzles.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.gridpuzzles.core.InvalidInputException;

/** Folders a long run keeps its work in (checkpoints, spilled states): made when missing, refused in one line. */
public final class Folders {

    private Folders() {
    }

    /**
     * Makes {@code dir} and its parents when missing; refuses a file, a folder that cannot be made and one that cannot
     * be written. {@code role} names the folder in messages ("checkpoint", "spill").
     */
    public static void requireWritable(Path dir, String role) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new InvalidInputException(role + " folder " + dir + " is a file, not a folder");
        }
        try {
            Files.createDirectories(dir);
        } catch (AccessDeniedException e) {
            throw new InvalidInputException("cannot use " + role + " folder " + dir + ": permission denied");
        } catch (NoSuchFileException e) {
            throw new InvalidInputException("cannot use " + role + " folder " + dir + ": " + e.getFile()
                    + " cannot be made");
        } catch (IOException e) {
            throw new InvalidInputException("cannot use " + role + " folder " + dir + ": " + e.getMessage());
        }
        if (!Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw new InvalidInputException(role + " folder " + dir + " is not a writable folder");
        }
    }
}
