package org.gridpuzzles;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package picture, read from the compiled classes by ArchUnit: five engines over a small shared base, the
 * operation model above them, and the clients on top, which reach the engines only through the operation model.
 */
class PackageRulesTest {

    static final List<String> ENGINES = List.of("maze", "labyrinth", "knight", "squares", "push");
    static final List<String> CLIENTS = List.of("cli", "studio", "spark");
    /** What each base package may use of gridpuzzles (besides itself). */
    static final Map<String, Set<String>> BASE = Map.of(
            "core", Set.of(),
            "grid", Set.of("core"),
            "io", Set.of("core"),
            "frontier", Set.of("core", "grid", "io"),
            "render", Set.of("core", "grid", "io"));

    private static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.gridpuzzles");
    }

    private static String[] packages(Stream<String> names) {
        return names.map(n -> "org.gridpuzzles." + n + "..").toArray(String[]::new);
    }

    @Test
    void enginesUseNoOtherEngineNoClientAndNotTheOperationModel() {
        for (String engine : ENGINES) {
            ArchRule rule = noClasses().that().resideInAPackage("org.gridpuzzles." + engine + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(packages(Stream.concat(
                            ENGINES.stream().filter(e -> !e.equals(engine)),
                            Stream.concat(CLIENTS.stream(), Stream.of("api")))))
                    .because("an engine stands on the shared base alone");
            rule.check(classes);
        }
    }

    @Test
    void nothingOutsideAnEngineReachesIntoItsSubpackages() {
        for (String engine : ENGINES) {
            String top = "org.gridpuzzles." + engine;
            noClasses().that().resideOutsideOfPackage(top + "..")
                    .should().dependOnClassesThat(resideInAPackage(top + "..").and(not(resideInAPackage(top))))
                    .because("an engine is used through its top package: the entry point and the values it takes and"
                            + " gives; its subpackages are its inside")
                    .check(classes);
        }
    }

    @Test
    void anEnginesSubpackagesDoNotDependOnEachOtherInACircle() {
        for (String engine : ENGINES) {
            slices().matching("org.gridpuzzles." + engine + ".(*)..").should().beFreeOfCycles()
                    .allowEmptyShould(true)
                    .because("each subpackage is one topic, readable with only those below it")
                    .check(classes);
        }
    }

    @Test
    void theBaseUsesOnlyWhatIsBelowIt() {
        List<String> all = Stream.concat(Stream.concat(ENGINES.stream(), CLIENTS.stream()),
                Stream.concat(BASE.keySet().stream(), Stream.of("api"))).toList();
        for (Map.Entry<String, Set<String>> base : BASE.entrySet()) {
            ArchRule rule = noClasses().that().resideInAPackage("org.gridpuzzles." + base.getKey() + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(packages(all.stream()
                            .filter(p -> !p.equals(base.getKey()) && !base.getValue().contains(p))))
                    .because("the base is small and below everything");
            rule.check(classes);
        }
    }

    @Test
    void theOperationModelKnowsNoClient() {
        noClasses().that().resideInAPackage("org.gridpuzzles.api..")
                .should().dependOnClassesThat().resideInAnyPackage(packages(CLIENTS.stream()))
                .because("every client stands on the operation model, never the other way")
                .check(classes);
    }

    @Test
    void clientsReachTheEnginesOnlyThroughTheOperationModel() {
        noClasses().that().resideInAnyPackage("org.gridpuzzles.cli..", "org.gridpuzzles.studio..")
                .should().dependOnClassesThat().resideInAnyPackage(packages(ENGINES.stream()))
                .because("a client builds a request and shows a result; what an engine does is the operation's")
                .check(classes);
    }

    @Test
    void clientsStandSideBySide() {
        noClasses().that().resideInAPackage("org.gridpuzzles.studio..")
                .should().dependOnClassesThat().resideInAnyPackage("org.gridpuzzles.cli..")
                .check(classes);
        // the command line's studio command starts the studio: the one place where one client calls another
        noClasses().that().resideInAnyPackage("org.gridpuzzles.cli..").and().doNotHaveSimpleName("StudioCommand")
                .should().dependOnClassesThat().resideInAnyPackage("org.gridpuzzles.studio..")
                .orShould().dependOnClassesThat().resideInAnyPackage("org.gridpuzzles.spark..")
                .check(classes);
    }

    @Test
    void enginesAndTheBaseNeverTouchTheConsoleOrEndTheProgram() {
        noClasses().that().resideInAnyPackage(packages(Stream.concat(ENGINES.stream(),
                Stream.concat(BASE.keySet().stream(), Stream.of("api")))))
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .orShould().accessField(System.class, "in")
                .orShould().callMethod(System.class, "exit", int.class)
                .because("only the command line prints and ends the program")
                .check(classes);
    }
}
