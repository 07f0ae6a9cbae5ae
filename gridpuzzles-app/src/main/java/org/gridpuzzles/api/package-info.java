/**
 * The operation model: every command of every engine as an {@link org.gridpuzzles.api.Operation} with a typed request
 * and a typed result (records, JSON through Jackson), found in the {@link org.gridpuzzles.api.Operations} registry and
 * run under one {@link org.gridpuzzles.api.RunContext}. The command line, the studio, the Spark driver and Java
 * programs are clients of it; what a client may run is decided by the types ({@link org.gridpuzzles.api.RequestTypes}).
 */
package org.gridpuzzles.api;
