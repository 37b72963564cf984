import { paths } from './paths';

/**
 * What the 'Add a New Oligo' screen can start from: another screen (a report's suggested redesign,
 * issue 24) links to it with the values in the query, so the two features meet through this file
 * and the URL, never through an import. A person still reviews, confirms and submits the form.
 */
export interface AddOligoPrefill {
  name: string;
  sequence: string;
  dna_strand_positive: boolean;
}

const PARAMS = { name: 'name', sequence: 'sequence', strand: 'strand' } as const;
/** How the strand reads in the URL: '+' itself would read back as a space. */
const STRAND = { plus: 'plus', minus: 'minus' } as const;

/** /oligos/add?name=…&sequence=…&strand=plus|minus */
export const addOligoHref = (prefill: AddOligoPrefill): string =>
  `${paths.addOligo}?${new URLSearchParams({
    [PARAMS.name]: prefill.name,
    [PARAMS.sequence]: prefill.sequence,
    [PARAMS.strand]: prefill.dna_strand_positive ? STRAND.plus : STRAND.minus,
  })}`;

/** The values a link carried, each left to the form's empty default when absent. */
export const readAddOligoPrefill = (search: URLSearchParams): Partial<AddOligoPrefill> => {
  const name = search.get(PARAMS.name);
  const sequence = search.get(PARAMS.sequence);
  const strand = search.get(PARAMS.strand);
  return {
    ...(name !== null ? { name } : {}),
    ...(sequence !== null ? { sequence } : {}),
    ...(strand === STRAND.plus || strand === STRAND.minus
      ? { dna_strand_positive: strand === STRAND.plus }
      : {}),
  };
};
