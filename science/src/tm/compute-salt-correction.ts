import {
  sumMonovalentMillimolar,
  toFreeMagnesiumMolar,
  toSodiumEquivalentMillimolar,
} from '@oligowatch/shared/schemas/cations';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { countGcFraction } from './read-tm-bases';

/**
 * Biopython's salt_correction: the term each method adds, applied by `applySaltCorrection`. Step
 * for step the same arithmetic, so the goldens agree to rounding. `seq` is the oligo (A, C, G, T,
 * I), at least two bases; the conditions have passed findTmConditionsProblem, so no logarithm
 * here meets a zero.
 *
 * 1. 16.6·log10[Na+] (Schildkraut & Lifson 1965, Biopolymers 3: 195-208);
 * 2. 16.6·log10([Na+]/(1 + 0.7[Na+])) (Wetmur 1991, Crit Rev Biochem Mol Biol 26: 227-259);
 * 3. 12.5·log10[Na+] (SantaLucia et al. 1996, Biochemistry 35: 3555-3562);
 * 4. 11.7·log10[Na+] (SantaLucia 1998, Proc Natl Acad Sci USA 95: 1460-1465);
 * 5. deltaS + 0.368·(N - 1)·ln[Na+] (SantaLucia 1998);
 * 6. 1/Tm + (4.29·fGC - 3.95)·1e-5·ln[Na+] + 9.40e-6·ln²[Na+] (Owczarzy et al. 2004, Biochemistry 43: 3537-3554);
 * 7. 1/Tm + Owczarzy et al. (2008), Biochemistry 47: 5336-5353: free Mg2+ after dNTPs, and by the
 *    ratio sqrt([Mg2+])/[Mon+] either method 6 (monovalent ions dominate) or the Mg2+ formula with
 *    its constants a, d, g adjusted for the monovalent ions present.
 * Methods 1-6 take [Na+] as the sodium equivalent of von Ahsen et al. (2001); 7 uses Mg2+ itself.
 */
export const computeSaltCorrection = (conditions: TmConditions, seq: string): number => {
  const method = conditions.salt_correction;
  if (method === 0) return 0;
  if (method === 7) return computeOwczarzy2008(conditions, seq);
  const mon = toSodiumEquivalentMillimolar(conditions) * 1e-3;
  switch (method) {
    case 1:
      return 16.6 * Math.log10(mon);
    case 2:
      return 16.6 * Math.log10(mon / (1.0 + 0.7 * mon));
    case 3:
      return 12.5 * Math.log10(mon);
    case 4:
      return 11.7 * Math.log10(mon);
    case 5:
      return 0.368 * (seq.length - 1) * Math.log(mon);
    case 6:
      return computeOwczarzy2004(mon, countGcFraction(seq));
  }
};

const computeOwczarzy2004 = (mon: number, gcFraction: number): number =>
  (4.29 * gcFraction - 3.95) * 1e-5 * Math.log(mon) + 9.4e-6 * Math.log(mon) ** 2;

const computeOwczarzy2008 = (conditions: TmConditions, seq: string): number => {
  const monovalent = sumMonovalentMillimolar(conditions);
  const mon = monovalent * 1e-3;
  const mg = toFreeMagnesiumMolar(conditions);
  const gcFraction = countGcFraction(seq);
  let a = 3.92;
  const b = -0.911;
  const c = 6.26;
  let d = 1.42;
  const e = -48.2;
  const f = 52.5;
  let g = 8.31;
  if (monovalent > 0) {
    const ratio = Math.sqrt(mg) / mon;
    if (ratio < 0.22) return computeOwczarzy2004(mon, gcFraction);
    if (ratio < 6.0) {
      a = 3.92 * (0.843 - 0.352 * Math.sqrt(mon) * Math.log(mon));
      d = 1.42 * (1.279 - 4.03e-3 * Math.log(mon) - 8.03e-3 * Math.log(mon) ** 2);
      g = 8.31 * (0.486 - 0.258 * Math.log(mon) + 5.25e-3 * Math.log(mon) ** 3);
    }
  }
  const lnMg = Math.log(mg);
  return (
    (a +
      b * lnMg +
      gcFraction * (c + d * lnMg) +
      (1 / (2.0 * (seq.length - 1))) * (e + f * lnMg + g * lnMg ** 2)) *
    1e-5
  );
};

/**
 * The corrected Tm (°C) from the uncorrected one, for the methods that correct Tm or 1/Tm; method
 * 5 corrects deltaS before the Tm is computed, so it (and 0) leaves the Tm as it is here.
 */
export const applySaltCorrection = (tm: number, correction: number, method: number): number => {
  if (method >= 1 && method <= 4) return tm + correction;
  if (method === 6 || method === 7) return 1 / (1 / (tm + 273.15) + correction) - 273.15;
  return tm;
};
