import { commonAccessMessages, commonApiMessages } from '@oligowatch/shared/messages/common';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from './message-catalogue';

describe('messageCatalogue', () => {
  const catalogue = messageCatalogue();

  it('holds the exact messages and the filled-in templates of the catalogue', () => {
    expect(catalogue.size).toBeGreaterThan(100);
    expect(catalogue.has(commonAccessMessages.signInRequired)).toBe(true);
    expect(catalogue.has(commonApiMessages.fieldRequired('oligos[2].name'))).toBe(true);
    expect(catalogue.has(commonApiMessages.valueTooLong('id'))).toBe(true);
  });

  it("refuses zod's wording and near misses", () => {
    expect(catalogue.has('Invalid input: expected object, received array')).toBe(false);
    expect(catalogue.has(`${commonAccessMessages.signInRequired} `)).toBe(false);
    expect(catalogue.has("'x' is required")).toBe(false);
  });

  it('reads templates that need numbers', () => {
    const only = messageCatalogue({ group: { percent: (p: number) => `${p.toFixed(1)}% of samples done` } });
    expect(only.has('12.5% of samples done')).toBe(true);
    expect(only.has('% of samples')).toBe(false);
  });
});
