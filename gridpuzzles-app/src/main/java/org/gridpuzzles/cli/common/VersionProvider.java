package org.gridpuzzles.cli.common;

import java.io.InputStream;
import java.util.Properties;

import picocli.CommandLine.IVersionProvider;

/** The version from the build, so that it is written in one place (the pom). */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() throws Exception {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/gridpuzzles.properties")) {
            if (in != null) {
                p.load(in);
            }
        }
        return new String[] {"gridpuzzles " + p.getProperty("version", "unknown"),
            "Java " + System.getProperty("java.version")};
    }
}
