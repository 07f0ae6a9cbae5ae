package org.gridpuzzles.api;

/**
 * A result that is a document to keep (a PDF to print): what the command line writes to its {@code --out} file and
 * the studio answers, as a download, for {@code format=}{@link #format()}. Its bytes are never part of the JSON.
 */
public interface Document {

    /** The short name of the document's format, as the studio's {@code format} parameter names it: {@code pdf}. */
    String format();

    /** Its media type, e.g. {@code application/pdf}. */
    String mediaType();

    /** The file name a download is offered under. */
    String fileName();

    /** The document itself. */
    byte[] content();
}
