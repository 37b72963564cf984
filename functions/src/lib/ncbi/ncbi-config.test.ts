import { describe, expect, it } from 'vitest';
import { DEFAULT_NCBI_BASE_URL, parseNcbiConfig } from './ncbi-config';

describe('parseNcbiConfig', () => {
  it('defaults to the real E-utilities without a key', () => {
    expect(parseNcbiConfig({})).toEqual({ NCBI_BASE_URL: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/' });
    expect(DEFAULT_NCBI_BASE_URL).toBe('https://eutils.ncbi.nlm.nih.gov/entrez/eutils/');
  });

  it('reads a base URL, a key and an e-mail; empty means unset', () => {
    expect(
      parseNcbiConfig({
        NCBI_BASE_URL: 'http://127.0.0.1:4000/entrez/eutils/',
        NCBI_API_KEY: 'abc123',
        NCBI_EMAIL: '',
      }),
    ).toEqual({ NCBI_BASE_URL: 'http://127.0.0.1:4000/entrez/eutils/', NCBI_API_KEY: 'abc123' });
  });

  it('names a malformed variable', () => {
    expect(() => parseNcbiConfig({ NCBI_BASE_URL: 'not a url' })).toThrow(
      /^Invalid configuration: NCBI_BASE_URL: /,
    );
    expect(() => parseNcbiConfig({ NCBI_EMAIL: 'nobody' })).toThrow(/NCBI_EMAIL/);
  });
});
