import { describe, expect, it } from 'vitest';
import { formatTargetName } from './format-target-name';

describe('formatTargetName', () => {
  it.each([
    ['Influenza A virus', 'Influenza'],
    ['Human respiratory syncytial virus A', 'RSV'],
    ['RSV-B', 'RSV'],
    ['Severe acute respiratory syndrome coronavirus 2 (SARS-CoV-2)', 'Covid'],
    ['Severe acute respiratory syndrome coronavirus 2', 'Covid'],
    ['Measles morbillivirus', 'Measles morbillivirus'],
  ])('%s -> %s', (name, short) => {
    expect(formatTargetName(name)).toBe(short);
  });
});
