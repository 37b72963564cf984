/**
 * Recorded in every report's provenance. Change it whenever the engine could give a different
 * answer on some pair (semantics of DESIGN.md 7, alphabet, tie-breaking, match-line marks), so a
 * stored report says which rules made it.
 */
export const MISMATCH_ENGINE_VERSION = '3.1.0';

/** Engine 3 on: sites cut by a genome's end, and regions that are gone, are judged (issue 31). */
export const judgesPartialSites = (engineVersion: string): boolean =>
  Number(engineVersion.split('.')[0]) >= 3;
/*
 * 3.1.0: where an oligo's flanks find no home in a sample (N runs over both, a repeat), the exact
 * search's placement is judged as an oligo without anchor is (a site if closer than chance) when it
 * lies where the sample's coordinates put the oligo, instead of not covered; an exact placement at
 * its home with a gap beside an N run is kept when the home's window places it worse. Counts as
 * before, so runs of 3.0.0 and 3.1.0 compare (3 of 148,599 pairs of the real-data tests changed).
 * 3.0.0 (issue 31): past a genome's ends reads N, so a site cut by an end is judged by the outcome
 * rules (not assessable with the reason "the genome ends inside the site", or scored); an
 * undetermined column is never traded for a gap; a placement with more real edits than a quarter of
 * the oligo and no flanks beside it is not covered ("no site: the region is absent or rearranged").
 * 2.0.0 (issue 22): homologous placement through anchors, three column states and three outcomes
 * per pair, mismatchCount = real mismatches only, end gaps resolved in every output, the 3'-window
 * insertion rule. 1.0.0: the cheapest placement anywhere, an N counted as an edit.
 */
