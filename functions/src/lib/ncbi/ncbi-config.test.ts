import { describe, expect, it, vi } from 'vitest';
import { parseNcbiConfig, resolveNcbiApiKey } from './ncbi-config';
import { readNcbiFile } from './testing/ncbi-files';

describe('parseNcbiConfig', () => {
  it('defaults to the real E-utilities without a key', () => {
    expect(parseNcbiConfig({})).toEqual({ NCBI_BASE_URL: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/' });
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

describe('the API key', () => {
  const ARN = 'arn:aws:secretsmanager:eu-central-1:111111111111:secret:oligowatch/ncbi-api-key-AbCdEf';

  it('is read from its secret when only the secret ARN is set, and never when a key is given', async () => {
    const read = vi.fn(async (id: string) => `key-of-${id.split(':').at(-1)}`);
    await expect(resolveNcbiApiKey(parseNcbiConfig({ NCBI_API_KEY_SECRET_ARN: ARN }), read)).resolves.toBe(
      'key-of-oligowatch/ncbi-api-key-AbCdEf',
    );
    expect(read).toHaveBeenCalledWith(ARN);
    read.mockClear();
    await expect(
      resolveNcbiApiKey(parseNcbiConfig({ NCBI_API_KEY: 'direct', NCBI_API_KEY_SECRET_ARN: ARN }), read),
    ).resolves.toBe('direct');
    await expect(resolveNcbiApiKey(parseNcbiConfig({}), read)).resolves.toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });

  it('takes only an ARN for the secret', () => {
    expect(() => parseNcbiConfig({ NCBI_API_KEY_SECRET_ARN: 'oligowatch/ncbi-api-key' })).toThrow(
      /NCBI_API_KEY_SECRET_ARN/,
    );
  });

  it('is fetched once per cold start, sent with every request, and fetched again after a failed read', async () => {
    vi.resetModules();
    const getNcbiApiKey = vi
      .fn<(arn: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('AccessDeniedException'))
      .mockResolvedValue('k-from-secret');
    vi.doMock('../secrets', () => ({ getNcbiApiKey }));
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(String(url));
      return new Response(readNcbiFile('esearch2.xml'));
    });
    vi.stubEnv('NCBI_BASE_URL', 'https://eutils.test/entrez/eutils/');
    vi.stubEnv('NCBI_API_KEY', '');
    vi.stubEnv('NCBI_API_KEY_SECRET_ARN', ARN);
    try {
      const { getEutilsClient } = await import('./ncbi-config');
      await expect(getEutilsClient()).rejects.toThrow('AccessDeniedException');
      const client = await getEutilsClient();
      expect(await getEutilsClient()).toBe(client);
      expect(getNcbiApiKey).toHaveBeenCalledTimes(2);
      await client.esearch('x');
      expect(new URL(urls[0] ?? '').searchParams.get('api_key')).toBe('k-from-secret');
    } finally {
      vi.doUnmock('../secrets');
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
  });
});
