/**
 * The esearch `term` for an import form (by taxonomy or by search term). Pure; the fixture NCBI
 * (infra/src/local/ncbi-fixture) understands exactly the clauses built here.
 *
 * Clauses, joined with ' AND ':
 * - taxonomy: `txid<N>[Organism:exp]` (this taxon and all its children). UNVERIFIED: common
 *   practice, not found in an NCBI page (ncbi/NOTES.md, "Query terms").
 * - search term: the user's text in parentheses, so an OR inside it cannot escape the AND.
 * - uploaded-after year Y: `Y/01/01:3000/12/31[PDAT]`, publication date (the date a record was made
 *   public in GenBank, which is what "uploaded" means to a user) from 1 January of Y on, Y
 *   included: the form offers the current year, which would otherwise match nothing. The spec's
 *   payload calls the field collectedAfter, but the collection date is not an Entrez search field.
 *   UNVERIFIED: the `[PDAT]` range form (the datetype=pdat&mindate= parameters are verified).
 * - complete sequences: `("complete genome"[Title] OR "complete sequence"[Title])`: whole genomes,
 *   and whole segments for influenza. Same rule as completenessOf() on parsed records. UNVERIFIED.
 * - USA origin: `"USA"[All Fields]`. nuccore has no documented country field, so this is a
 *   free-text match (it also hits 'USA' in strain names); the import re-checks the parsed
 *   /geo_loc_name with recordMatchesFilters(). UNVERIFIED.
 */
export interface SearchTermInput {
  taxonomicID?: number;
  searchTerm?: string;
  /** 'All' or a year: the form's "uploaded-after year". */
  collectedAfter: 'All' | number;
  completeOnly: boolean;
  usaOnly: boolean;
}

/** Far enough in the future to mean "until now"; NCBI examples use 3000 the same way. */
const OPEN_END = '3000/12/31';

export const COMPLETE_CLAUSE = '("complete genome"[Title] OR "complete sequence"[Title])';
export const USA_CLAUSE = '"USA"[All Fields]';
export const taxonomyClause = (taxonomicID: number): string => `txid${taxonomicID}[Organism:exp]`;
export const publishedFromClause = (year: number): string => `${year}/01/01:${OPEN_END}[PDAT]`;

export const buildSearchTerm = (input: SearchTermInput): string => {
  const clauses: string[] = [];
  if (input.taxonomicID !== undefined) {
    if (!Number.isInteger(input.taxonomicID) || input.taxonomicID <= 0)
      throw new RangeError(`taxonomicID must be a positive integer, not ${input.taxonomicID}`);
    clauses.push(taxonomyClause(input.taxonomicID));
  }
  const text = input.searchTerm?.trim();
  if (text) clauses.push(`(${text})`);
  if (clauses.length === 0) throw new RangeError('Give a taxonomic ID or a search term');
  if (input.collectedAfter !== 'All') {
    if (!Number.isInteger(input.collectedAfter) || input.collectedAfter < 1000)
      throw new RangeError(`collectedAfter must be 'All' or a year, not ${input.collectedAfter}`);
    clauses.push(publishedFromClause(input.collectedAfter));
  }
  if (input.completeOnly) clauses.push(COMPLETE_CLAUSE);
  if (input.usaOnly) clauses.push(USA_CLAUSE);
  return clauses.join(' AND ');
};
