/**
 * One thermodynamic table in Biopython's layout, so each file can be checked against
 * Bio/SeqUtils/MeltingTemp.py line by line (and is, by the golden test).
 *
 * A key 'XY/ZW' reads 5'-XY-3' on the top strand over 3'-ZW-5' on the bottom one; '.' marks a
 * missing (dangling) partner. Values are [deltaH in kcal/mol, deltaS in cal/(mol·K)].
 */
export type NeighbourEntry = readonly [deltaH: number, deltaS: number];
export type NeighbourTable = Readonly<Record<string, NeighbourEntry>>;

/** Initiation and symmetry terms, which a Watson-Crick table always has. */
export type InitiationKey =
  | 'init'
  | 'init_A/T'
  | 'init_G/C'
  | 'init_oneG/C'
  | 'init_allA/T'
  | 'init_5T/A'
  | 'sym';

export type WatsonCrickTable = NeighbourTable & Readonly<Record<InitiationKey, NeighbourEntry>>;
