/**
 * Strings that cut the sort-key range (after, until) into about `ways` parts, in DynamoDB's order
 * of strings (their UTF-8 bytes), each strictly between the two. They are hints: whatever they
 * are, the parts [after, p1], [p1, p2] … [pk, until] cover the range, so a poor cut only costs
 * time. Keys are read as numbers in the characters after their common prefix; ASCII keys (every
 * accession) get ASCII cuts.
 */
export const splitKeyRange = (after: string, until: string, ways: number): string[] => {
  const prefix = commonPrefixLength(after, until);
  const ascii = isAscii(after) && isAscii(until);
  // Digits 1..MAX_CODE as characters: no NUL, and below the surrogates for other keys.
  const maxCode = ascii ? 0x7f : 0xd7ff;
  const base = BigInt(maxCode);
  const width = Math.min(SPLIT_DIGITS, Math.max(after.length, until.length) - prefix + 1);
  const toNumber = (key: string) => {
    let n = 0n;
    for (let i = 0; i < width; i++) {
      const code = key.charCodeAt(prefix + i);
      const digit = Number.isNaN(code) ? 0 : Math.min(Math.max(code - 1, 0), maxCode - 1);
      n = n * base + BigInt(digit);
    }
    return n;
  };
  const toKey = (n: bigint) => {
    const codes: number[] = [];
    for (let i = 0; i < width; i++) {
      codes.unshift(Number(n % base) + 1);
      n /= base;
    }
    // Trailing lowest digits add nothing to a cut: "MN5" rather than "MN5\u0001".
    while (codes.at(-1) === 1) codes.pop();
    return after.slice(0, prefix) + String.fromCharCode(...codes);
  };
  const low = toNumber(after);
  const high = toNumber(until);
  const cuts = new Set<string>();
  for (let i = 1; i < ways; i++) cuts.add(toKey(low + ((high - low) * BigInt(i)) / BigInt(ways)));
  return [...cuts]
    .filter((cut) => compareKeys(after, cut) < 0 && compareKeys(cut, until) < 0)
    .sort(compareKeys);
};

/** Characters of the keys' difference a cut is computed over: enough for any realistic range. */
const SPLIT_DIGITS = 8;

/** DynamoDB's order of string keys: their UTF-8 bytes. */
export const compareKeys = (a: string, b: string): number =>
  Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

const commonPrefixLength = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

const isAscii = (key: string) => {
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) > 0x7f) return false;
  return true;
};
