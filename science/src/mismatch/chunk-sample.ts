/*
 * Content-defined chunking (a gear rolling hash, as in FastCDC): a cut falls where the hash of the
 * last 32 bytes hits a pattern, so two samples that share a stretch of sequence are cut at the same
 * places inside it, whatever came before. Chunks of the same content can then share one search.
 */

/*
 * Chunks of about 384 bytes: smaller ones are shared by more samples (a difference spoils less
 * sequence) but each costs a lookup and 2m bases of context; on the SARS-CoV-2 set this size
 * searched least in total.
 */
const MIN_CHUNK = 128;
const MAX_CHUNK = 4096;
/**
 * Eight bits: after MIN_CHUNK a cut comes every 256 bytes on average. The top bits, because a byte
 * shifts left one bit per step: the low bits only see the last few bytes, the top ones all 32.
 */
const CUT_MASK = 0xff000000 | 0;

const GEAR = (() => {
  const table = new Int32Array(256);
  let state = 0x9e3779b9;
  for (let i = 0; i < 256; i++) {
    // xorshift32: any fixed pseudo-random table works; it only has to be the same for every sample.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    table[i] = state;
  }
  return table;
})();

/** Exclusive ends of the chunks of sample[0, n), ascending; the last is n. Empty for n = 0. */
export const chunkSample = (sample: Uint8Array): number[] => {
  const ends: number[] = [];
  const n = sample.length;
  let hash = 0;
  let chunkStart = 0;
  for (let p = 0; p < n; p++) {
    hash = ((hash << 1) + (GEAR[sample[p] ?? 0] ?? 0)) | 0;
    const length = p + 1 - chunkStart;
    if ((length >= MIN_CHUNK && (hash & CUT_MASK) === 0) || length >= MAX_CHUNK) {
      ends.push(p + 1);
      chunkStart = p + 1;
    }
  }
  if (chunkStart < n) ends.push(n);
  return ends;
};
