/**
 * Recorded in every report's provenance. Change it whenever the engine could give a different
 * answer on some pair (semantics of DESIGN.md 7, alphabet, tie-breaking, match-line marks), so a
 * stored report says which rules made it.
 */
export const MISMATCH_ENGINE_VERSION = '2.0.0';
/*
 * 2.0.0 (issue 22): homologous placement through anchors, three column states and three outcomes
 * per pair, mismatchCount = real mismatches only, end gaps resolved in every output, the 3'-window
 * insertion rule. 1.0.0: the cheapest placement anywhere, an N counted as an edit.
 */
