/**
 * The Spark driver of gridpuzzles: a client like the command line, whose commands it runs with their long sweeps
 * shared out as Spark tasks (knight verify-squirrel, knight study, push bench, and the modular passes of the
 * frontier counts). Spark itself comes from the cluster.
 */
package org.gridpuzzles.spark;
