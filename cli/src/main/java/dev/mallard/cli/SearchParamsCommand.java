package dev.mallard.cli;

import dev.mallard.core.search.SearchParameters;
import dev.mallard.core.search.Technique;
import dev.mallard.core.tune.ParameterSchema;
import dev.mallard.core.variant.SearchableVariant;
import java.io.PrintStream;
import java.util.Set;

/**
 * {@code mallard search-params}: the variant's search parameters, one a line as
 * {@code name value min max step technique}, with the changes of {@code --search-param} applied:
 * what a tuner reads to choose its parameters and their steps, and what an engine started with
 * the same {@code --search-param} searches with. The technique is the one the parameter belongs
 * to ({@code --off} name), followed by {@code unused} where the variant's search does not read the
 * parameter ({@link SearchParameters#inForce}: the variant does not take its technique), which
 * {@code mallard spsa --params all} leaves out.
 */
final class SearchParamsCommand {
    static final String USAGE = "mallard search-params [--variant V] [--search-param NAME=VALUE,...]";

    private SearchParamsCommand() {
    }

    static void run(String[] args, PrintStream out) throws UsageException {
        CommandLine options = new CommandLine(args, 1, Set.of("--variant", "--search-param"), Set.of());
        SearchableVariant variant = options.searchableVariant();
        SearchParameters parameters = variant.searchRules().searchParameters()
                .with(SearchCommand.searchOptions(options).parameters());
        Set<Technique> taken = variant.searchRules().techniques();
        ParameterSchema schema = SearchParameters.schema();
        out.println("# " + variant.name() + " search parameters: name value min max step technique [unused]");
        for (int i = 0; i < schema.size(); i++) {
            Technique technique = SearchParameters.technique(schema.name(i));
            out.println(schema.name(i) + " " + parameters.values().mg(i) + " " + schema.min(i) + " " + schema.max(i)
                    + " " + schema.step(i) + " " + technique.shortName()
                    + (SearchParameters.inForce(schema.name(i), taken) ? "" : " unused"));
        }
    }
}
