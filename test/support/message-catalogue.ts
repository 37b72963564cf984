import { messageCatalogue as messages } from '@oligowatch/shared/messages';
import { TM_CONDITION_BOUNDS, tmConditionsMessages } from '@oligowatch/shared/schemas/tm-conditions';

/**
 * The messages catalogue as something a test can check an answer against: every text of the
 * exported message groups, exact strings and templates (a message written by a function matches
 * by its fixed parts). Read from `@oligowatch/shared/messages`; when the catalogue moves or is
 * split, this is the one place to point at its new modules.
 */
export interface MessageCatalogue {
  /** Whether `text` is one of the catalogue's messages, a template's filled in as any value. */
  has(text: string): boolean;
  /** How many texts and templates it holds (a sanity check that it was read at all). */
  readonly size: number;
}

/** A marker no message contains: where an argument went, the template matches anything. */
const marker = (i: number) => `⟦${i}⟧`;
/** Text markers, and the marked numbers as a number format may write them ('987654320.0'). */
const MARKERS = /⟦\d+⟧|98765432\d(?:\.\d+)?/;
/** Letters a template's fixed text needs before it counts as a message of its own. */
const MIN_FIXED_LETTERS = 6;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an argument may be besides a marker, so each branch of a message's wording is seen. */
const BRANCH_VALUES: unknown[] = [null, false, true, 1];
/** Arguments whose branch values are combined; later ones stay markers. */
const BRANCHED_ARGUMENTS = 4;

/**
 * Every argument list a message function is written with: all markers (text, then numbers, for a
 * function that needs numbers: toFixed, a plural), and each combination of branch values in the
 * first arguments (a flag, a null bound, a count of 1), the others markers.
 */
const argumentSetsFor = (arity: number): unknown[][] => {
  const sets: unknown[][] = [
    Array.from({ length: arity }, (_, i) => marker(i)),
    Array.from({ length: arity }, (_, i) => 987654320 + i),
  ];
  const branched = Math.min(arity, BRANCHED_ARGUMENTS);
  const choices = [undefined, ...BRANCH_VALUES];
  for (let code = 1; code < choices.length ** branched; code++) {
    const set: unknown[] = Array.from({ length: arity }, (_, i) => marker(i));
    for (let i = 0, rest = code; i < branched; i++, rest = Math.floor(rest / choices.length)) {
      const choice = rest % choices.length;
      if (choice > 0) set[i] = choices[choice];
    }
    sets.push(set);
  }
  return sets;
};

/** The outputs of a message function with markers for arguments, as regular expressions. */
const templatesOf = (write: (...args: unknown[]) => unknown): RegExp[] => {
  const patterns = new Set<string>();
  for (const args of argumentSetsFor(write.length + 1)) {
    let text: unknown;
    try {
      text = write(...args);
    } catch {
      continue;
    }
    if (typeof text !== 'string') continue;
    const fixedParts = text.split(new RegExp(MARKERS.source, 'g'));
    // A template that is mostly its arguments ('⟦0⟧: ⟦1⟧', a screen's line) would match any text.
    if (fixedParts.join('').replace(/[^\p{L}]/gu, '').length < MIN_FIXED_LETTERS) continue;
    patterns.add(`^${fixedParts.map(escapeRegExp).join('[\\s\\S]*?')}$`);
  }
  return [...patterns].map((pattern) => new RegExp(pattern));
};

const collect = (value: unknown, exact: Set<string>, templates: RegExp[], seen: Set<unknown>): void => {
  if (typeof value === 'string') exact.add(value);
  else if (typeof value === 'function')
    templates.push(...templatesOf(value as (...args: unknown[]) => unknown));
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) collect(item, exact, templates, seen);
  }
};

/**
 * Messages a route answers with that live beside their science rather than in the catalogue: the
 * Tm conditions' (a report's tm_conditions), each bound's written out (its template takes a bound).
 */
const scienceMessages = {
  ...tmConditionsMessages,
  outOfRange: Object.values(TM_CONDITION_BOUNDS).map((bound) => tmConditionsMessages.outOfRange(bound)),
};

/** Every message of the catalogue's exported groups (and exported message functions). */
export const messageCatalogue = (
  source: Record<string, unknown> = { ...messages, scienceMessages },
): MessageCatalogue => {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  collect(source, exact, templates, new Set());
  return {
    has: (text) => exact.has(text) || templates.some((template) => template.test(text)),
    size: exact.size + templates.length,
  };
};
