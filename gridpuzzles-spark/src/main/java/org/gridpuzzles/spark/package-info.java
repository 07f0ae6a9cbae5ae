/**
 * The Spark driver of gridpuzzles: a client of the operation model, which finds its commands in the registry of
 * operations, installs sweeps that share their long work out as Spark tasks (knight verify-squirrel, knight study,
 * push bench, and the modular passes of the frontier counts) and runs the command line it finds through the
 * operation model; it imports no command-line class. Spark itself comes from the cluster.
 */
package org.gridpuzzles.spark;
