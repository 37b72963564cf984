/** Ion concentrations in mM, as TmConditions names them (kept structural to avoid an import cycle). */
export interface CationConcentrations {
  na_mm: number;
  k_mm: number;
  tris_mm: number;
  mg_mm: number;
  dntps_mm: number;
}

/** Biopython's Mon: Na+ + K+ + Tris/2 in mM (Tris is half protonated at PCR pH, so half counts). */
export const sumMonovalentMillimolar = (c: CationConcentrations): number => c.na_mm + c.k_mm + c.tris_mm / 2;

/**
 * The sodium equivalent of von Ahsen et al. (2001), Clin Chem 47: 1956-1961, that salt-correction
 * methods 1-6 use: Mon + 120·sqrt([Mg2+] - [dNTPs]) in mM. dNTPs bind Mg2+ about one to one, so
 * only Mg2+ in excess of them counts. As in Biopython, the Mg2+ term is added only when any of
 * K+, Tris, Mg2+ or dNTPs is given (a pure Na+ buffer is taken as it is).
 */
export const toSodiumEquivalentMillimolar = (c: CationConcentrations): number => {
  const monovalent = sumMonovalentMillimolar(c);
  const others = c.k_mm + c.mg_mm + c.tris_mm + c.dntps_mm;
  return others > 0 && c.dntps_mm < c.mg_mm ? monovalent + 120 * Math.sqrt(c.mg_mm - c.dntps_mm) : monovalent;
};

/** Mg:dNTP association constant (1/M) of Owczarzy et al. (2008), as in Biopython. */
const MG_DNTP_KA = 3e4;

/**
 * Free Mg2+ in M after dNTPs bind their share (Owczarzy et al. 2008, eq. 14, as in Biopython's
 * salt-correction method 7): the root of Ka·x² + (Ka·([dNTPs] - [Mg]) + 1)·x - [Mg] = 0.
 */
export const toFreeMagnesiumMolar = (c: CationConcentrations): number => {
  const mg = c.mg_mm * 1e-3;
  if (!(c.dntps_mm > 0)) return mg;
  const dntps = c.dntps_mm * 1e-3;
  const b = MG_DNTP_KA * dntps - MG_DNTP_KA * mg + 1.0;
  return (-b + Math.sqrt(b ** 2 + 4.0 * MG_DNTP_KA * mg)) / (2.0 * MG_DNTP_KA);
};
