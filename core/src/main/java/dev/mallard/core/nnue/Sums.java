package dev.mallard.core.nnue;

/**
 * One search thread's first-layer sums of a {@link Network}, both sides' in each of a number of
 * slots, and the kernels over them: a slot's sums moved from another's by the inputs that
 * differ, and the output read from a slot. {@link NetworkEvaluation} decides which inputs and
 * which slots; this class does the arithmetic.
 *
 * <p>Two forms with identical scores: {@link VectorSums}, int16 sums in the incubating Vector
 * API ({@code jdk.incubator.vector}), and {@link ScalarSums}, int sums in plain loops that the
 * JIT vectorises (the Vector API is an incubator module that a JVM resolves only when asked:
 * {@code --add-modules jdk.incubator.vector}). A network is played with the vector sums when
 * that module is there and the network suits them ({@link #vectorSumsPlay}). Not thread-safe.
 */
abstract class Sums {
    /** The incubating module of the Vector API. */
    private static final String VECTOR_MODULE = "jdk.incubator.vector";
    /**
     * Whether the JVM resolved the Vector API's module: a fact of the JVM, fixed at its start.
     * Core's module does not require it (not even {@code requires static}: every module
     * compiled against core would then be warned of an incubating module), so it reads it
     * from here when it is there; code on the class path reads every module anyway.
     */
    private static final boolean VECTOR_API = ModuleLayer.boot().findModule(VECTOR_MODULE)
            .map(vector -> Sums.class.getModule().addReads(vector) != null).orElse(false);

    /** Sums; the subclass holds them. */
    Sums() {
    }

    /**
     * {@return the sums for {@code network} in {@code slots} slots}: its vector sums when it
     * plays them ({@link Network#vectorSums()}), else the scalar ones.
     *
     * @param network the network
     * @param slots the slots
     */
    static Sums of(Network network, int slots) {
        return network.vectorSums() ? new VectorSums(network, slots) : new ScalarSums(network, slots);
    }

    /**
     * {@return whether a network of {@code hidden} neurons plays {@link VectorSums}}: the Vector
     * API's module is there, the vector sums are worth having here ({@link VectorSums#suits}),
     * and every sum of every position fits an int16 ({@code shortSums}). Asked once per network.
     *
     * @param hidden the network's hidden neurons per side
     * @param shortSums whether its first-layer sums fit int16 for every position
     */
    static boolean vectorSumsPlay(int hidden, boolean shortSums) {
        // The module check first: VectorSums cannot be loaded without the module.
        return VECTOR_API && shortSums && VectorSums.suits(hidden);
    }

    /**
     * Sets side {@code side}'s sums in slot {@code to} to the first layer's biases plus the
     * weights of {@code count} inputs.
     *
     * @param to the slot
     * @param side the side whose view ({@code Color.WHITE} or {@code Color.BLACK})
     * @param inputs the inputs (the first {@code count})
     * @param count the inputs to add
     */
    final void refresh(int to, int side, int[] inputs, int count) {
        int target = to * 2 + side;
        reset(target);
        for (int i = 0; i < count; i++) {
            add(target, target, inputs[i]);
        }
    }

    /**
     * Sets side {@code side}'s sums in slot {@code to} to those of slot {@code from} (it may be
     * {@code to}) plus the weights of {@code addedCount} inputs and minus those of
     * {@code removedCount}: one pass over the sums for a quiet move (one in, one out) or a
     * capture (one in, two out), where a copy and a pass an input would read and write the
     * sums three or four times.
     *
     * @param from the slot moved from
     * @param to the slot moved to
     * @param side the side whose view
     * @param added the inputs added (the first {@code addedCount})
     * @param addedCount how many
     * @param removed the inputs removed (the first {@code removedCount})
     * @param removedCount how many
     */
    final void move(int from, int to, int side, int[] added, int addedCount, int[] removed, int removedCount) {
        int source = from * 2 + side;
        int target = to * 2 + side;
        if (addedCount == 0 && removedCount == 0 && source != target) {
            copy(target, source);
        }
        int a = 0;
        int r = 0;
        while (a < addedCount || r < removedCount) {
            if (a < addedCount && r + 1 < removedCount) {
                addSubtractTwo(target, source, added[a++], removed[r++], removed[r++]);
            } else if (a < addedCount && r < removedCount) {
                addSubtract(target, source, added[a++], removed[r++]);
            } else if (a < addedCount) {
                add(target, source, added[a++]);
            } else {
                subtract(target, source, removed[r++]);
            }
            source = target;
        }
    }

    // The kernels. A sum's index is its slot times two plus its side; target and source may be one.

    /** Sets sums {@code target} to the first layer's biases. */
    abstract void reset(int target);

    /** Sets sums {@code target} to sums {@code source}. */
    abstract void copy(int target, int source);

    /** Sets sums {@code target} to sums {@code source} plus input {@code in}'s weights. */
    abstract void add(int target, int source, int in);

    /** Sets sums {@code target} to sums {@code source} minus input {@code out}'s weights. */
    abstract void subtract(int target, int source, int out);

    /** Sets sums {@code target} to sums {@code source} plus input {@code in}'s weights minus input {@code out}'s. */
    abstract void addSubtract(int target, int source, int in, int out);

    /** Sets sums {@code target} to sums {@code source} plus input {@code in}'s weights minus those of {@code out} and {@code outToo}. */
    abstract void addSubtractTwo(int target, int source, int in, int out, int outToo);

    /**
     * {@return the network's score in centipawns from slot {@code slot}'s sums, for {@code us}}
     *
     * @param slot the slot
     * @param us the side to move, whose sums are read first
     * @param bucket the output bucket ({@link Network#bucket})
     */
    abstract int output(int slot, int us, int bucket);
}
