/**
 * A tiling scheme names each primer after its amplicon: SARS-CoV-2_12_LEFT and SARS-CoV-2_12_RIGHT
 * (ARTIC V4.1, V5.3.2), nCoV-2019_12_LEFT_alt1 (V3's alternatives). The number between the
 * scheme's name and the side is the amplicon; any other name has none.
 */
const AMPLICON_NAME = /_(\d+)_(?:LEFT|RIGHT)(?:_|$)/i;

/** The amplicon an oligo's name gives, or undefined. */
export const ampliconOf = (name: string): number | undefined => {
  const match = AMPLICON_NAME.exec(name);
  return match ? Number(match[1]) : undefined;
};

/** Oligos shown together: one amplicon's primers, or an oligo without amplicon on its own. */
export interface OligoGroup {
  /** Unique among the groups: `amplicon:12`, or `oligo:{name}`. */
  key: string;
  amplicon?: number;
  names: string[];
}

/**
 * Groups oligo names by amplicon, in the order given: an amplicon's group stands where its first
 * oligo does (a product lists a scheme amplicon by amplicon, so its order stays), and an oligo
 * without amplicon stays where it is, a group of its own.
 */
export const groupByAmplicon = (names: readonly string[]): OligoGroup[] => {
  const groups: OligoGroup[] = [];
  const byAmplicon = new Map<number, OligoGroup>();
  for (const name of names) {
    const amplicon = ampliconOf(name);
    if (amplicon === undefined) {
      groups.push({ key: `oligo:${name}`, names: [name] });
      continue;
    }
    const group = byAmplicon.get(amplicon);
    if (group) {
      group.names.push(name);
      continue;
    }
    const created = { key: `amplicon:${amplicon}`, amplicon, names: [name] };
    byAmplicon.set(amplicon, created);
    groups.push(created);
  }
  return groups;
};

/** The names containing `query` (any case, spaces around it ignored); all of them for a blank query. */
export const filterOligoNames = (names: readonly string[], query: string): string[] => {
  const wanted = query.trim().toLowerCase();
  return wanted === '' ? [...names] : names.filter((name) => name.toLowerCase().includes(wanted));
};
