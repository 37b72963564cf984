import type { NeighbourEntry, NeighbourTable } from './tables/neighbour-table';

/** An entry of `table` by its own key only (never one inherited from Object.prototype). */
export const findEntry = (table: NeighbourTable, key: string): NeighbourEntry | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Biopython's text[::-1]: a key read from the other strand. */
export const reverseText = (text: string): string => {
  let out = '';
  for (let i = text.length - 1; i >= 0; i--) out += text.charAt(i);
  return out;
};

const ALPHABET = 'ACGTI';
const SIZE = ALPHABET.length;

/** charCode -> 0..4 for A, C, G, T, I; -1 for anything else (a '.' included). */
const CODE_OF_CHAR: Int8Array = (() => {
  const codes = new Int8Array(128).fill(-1);
  for (let i = 0; i < SIZE; i++) codes[ALPHABET.charCodeAt(i)] = i;
  return codes;
})();

const codeAt = (text: string, i: number): number => CODE_OF_CHAR[text.charCodeAt(i)] ?? -1;

/**
 * The 'zipping' step's lookup, compiled once from the tables into flat arrays indexed by the four
 * bases of 'XY/ZW', so the per-neighbour loop allocates nothing. Precedence is Biopython's: the
 * mismatch table as written, then read from the other strand (the key reversed), then the same two
 * in the Watson-Crick table. NaN where no table has the key.
 */
export const compileNeighbourLookup = (
  mismatchTable: NeighbourTable,
  watsonCrickTable: NeighbourTable,
): { deltaH: Float64Array; deltaS: Float64Array } => {
  const deltaH = new Float64Array(SIZE ** 4).fill(Number.NaN);
  const deltaS = new Float64Array(SIZE ** 4).fill(Number.NaN);
  for (let index = 0; index < SIZE ** 4; index++) {
    const [x, y, z, w] = [3, 2, 1, 0].map((power) =>
      ALPHABET.charAt(Math.floor(index / SIZE ** power) % SIZE),
    );
    const key = `${x}${y}/${z}${w}`;
    const reversed = reverseText(key);
    const entry =
      findEntry(mismatchTable, key) ??
      findEntry(mismatchTable, reversed) ??
      findEntry(watsonCrickTable, key) ??
      findEntry(watsonCrickTable, reversed);
    if (entry) [deltaH[index], deltaS[index]] = entry;
  }
  return { deltaH, deltaS };
};

/** Index into a compiled lookup of the neighbours top[i..i+1] over bottom[i..i+1]; -1 for a non-base. */
export const indexNeighbours = (top: string, bottom: string, i: number): number => {
  const x = codeAt(top, i);
  const y = codeAt(top, i + 1);
  const z = codeAt(bottom, i);
  const w = codeAt(bottom, i + 1);
  if (x < 0 || y < 0 || z < 0 || w < 0) return -1;
  return ((x * SIZE + y) * SIZE + z) * SIZE + w;
};
