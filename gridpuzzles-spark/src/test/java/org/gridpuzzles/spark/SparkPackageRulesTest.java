package org.gridpuzzles.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

/**
 * The driver is a client of the operation model: it finds the command line through {@code api.CommandLineClient}
 * and gives it its sweeps through {@code api.Sweeps}, and imports nothing of the command line itself (its tests may
 * run the command line to compare outputs).
 */
class SparkPackageRulesTest {

    @Test
    void theDriverImportsNoCommandLineClass() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.gridpuzzles.spark");
        assertTrue(classes.contain(GridPuzzlesSpark.class) && classes.contain(SparkSweeps.class),
                "the driver's classes were read");
        noClasses().that().resideInAPackage("org.gridpuzzles.spark..")
                .should().dependOnClassesThat().resideInAnyPackage("org.gridpuzzles.cli..", "org.gridpuzzles.studio..")
                .because("the Spark driver reaches the command line only through the operation model")
                .check(classes);
    }
}
