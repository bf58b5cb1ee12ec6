package dev.mallard.cecp;

import dev.mallard.core.Version;
import dev.mallard.core.search.SearchLimits;
import dev.mallard.core.variant.SearchableVariant;
import dev.mallard.protocol.NetworkFile;
import dev.mallard.protocol.NetworkSwitch;
import dev.mallard.protocol.OfferedVariants;
import dev.mallard.protocol.TunableParameters;
import java.util.ArrayList;
import java.util.List;

/** The {@code feature} lines Mallard answers {@code protover 2} with. */
final class Features {
    /** The engine option (CECP {@code option}) for the number of lines an analysis shows. */
    static final String MULTI_PV = "MultiPV";
    /** The engine option for a network file in place of the shipped evaluation ({@link NetworkFile}). */
    static final String EVAL_FILE = "EvalFile";
    /** The engine option that switches the networks off for the hand evaluations ({@link NetworkSwitch}). */
    static final String USE_NNUE = NetworkSwitch.OPTION;

    private Features() {
    }

    /** The CECP names of the variants found, in the offered order ({@link OfferedVariants}). */
    static List<String> variantNames(List<SearchableVariant> found) {
        return OfferedVariants.searchable(found).stream().map(SearchableVariant::name).toList();
    }

    /**
     * {@code done=0} first, the features, then {@code done=1}; {@code Use NNUE} is checked by
     * default when {@code useNetworks}; {@code tunable} (none but in a tuning run's engine) are
     * offered as spin options ({@link TunableParameters}).
     */
    static List<String> lines(List<SearchableVariant> found, boolean useNetworks, List<TunableParameters.Spin> tunable) {
        List<String> lines = new ArrayList<>(List.of(
                "feature done=0",
                "feature myname=\"" + Version.engineName() + "\" variants=\"" + String.join(",", variantNames(found)) + "\"",
                "feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 colors=0 time=1 memory=1 analyze=1"
                        + " pause=0 reuse=1 san=0 draw=1 nps=1 playother=1 debug=1 smp=1 exclude=1 name=0",
                "feature option=\"" + MULTI_PV + " -spin 1 1 " + SearchLimits.MAX_MULTI_PV + "\"",
                "feature option=\"" + EVAL_FILE + " -file " + NetworkFile.NONE + "\"",
                "feature option=\"" + USE_NNUE + " -check " + (useNetworks ? 1 : 0) + "\""));
        for (TunableParameters.Spin spin : tunable) {
            lines.add("feature option=\"" + spin.name() + " -spin " + spin.value() + " " + spin.min() + " " + spin.max()
                    + "\"");
        }
        lines.add("feature done=1");
        return lines;
    }
}
