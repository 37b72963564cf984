/**
 * Recorded in every report's provenance. Change it whenever the engine could give a different
 * answer on some pair (semantics of DESIGN.md 7, alphabet, tie-breaking, match-line marks), so a
 * stored report says which rules made it.
 */
export const MISMATCH_ENGINE_VERSION = '1.0.0';
