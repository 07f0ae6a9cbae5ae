package org.gridpuzzles.api.squares;

import java.nio.file.Path;

import org.gridpuzzles.api.Check;

/**
 * A certificate written by solve with a proof, to replay against every opponent move.
 *
 * @param file the certificate's file (read line by line: certificates of large boards are gigabytes)
 */
public record SquaresCheckProofRequest(Path file) {

    public SquaresCheckProofRequest {
        Check.given("file", file);
    }
}
