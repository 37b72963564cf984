/**
 * A Tm or delta Tm as a report stores it: to 0.1 °C. The nearest-neighbour model is good to about
 * 1-2 °C, so more digits would only look precise; and the flag and the probe rule read the stored
 * value, so the number people read is the one that was judged.
 */
export const roundTm = (celsius: number): number => {
  const rounded = Math.round(celsius * 10) / 10;
  // Math.round(-0.04 * 10) is -0, which JSON writes as 0 but Object.is tells apart: keep one zero.
  return rounded === 0 ? 0 : rounded;
};
