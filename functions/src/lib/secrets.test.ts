import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseNcbiApiKeySecret } from './secrets';

const ARN = 'arn:aws:secretsmanager:eu-central-1:111111111111:secret:oligowatch/ncbi-api-key-AbCdEf';

describe('parseNcbiApiKeySecret', () => {
  it.each([
    ['the plain key', '0123456789abcdef0123456789abcdef0123', '0123456789abcdef0123456789abcdef0123'],
    ['the plain key with a trailing newline', 'abc123\n', 'abc123'],
    ['the console key/value form, whatever the name', '{"NCBI_API_KEY":"abc123"}', 'abc123'],
  ])('reads %s', (_, value, key) => {
    expect(parseNcbiApiKeySecret(value, ARN)).toBe(key);
  });

  it.each([
    ['nothing', undefined],
    ['blanks', '  '],
    ['two pairs', '{"a":"1","b":"2"}'],
    ['a non-string value', '{"key":12}'],
    ['broken JSON', '{"key":"secret-value"'],
    ['text with spaces', 'my key secret-value'],
  ])('refuses %s, naming the secret but never quoting its value', (_, value) => {
    const read = () => parseNcbiApiKeySecret(value, ARN);
    expect(read).toThrow(
      `The NCBI API key secret ${ARN} must hold the key as plain text or as one key/value pair`,
    );
    expect(read).not.toThrow(/secret-value/);
  });
});

describe('getNcbiApiKey', () => {
  afterEach(() => {
    vi.doUnmock('@aws-sdk/client-secrets-manager');
    vi.resetModules();
  });

  it('asks the region in the ARN once, and asks again after a failed read', async () => {
    vi.resetModules();
    const asked: { region: string; secretId: string }[] = [];
    const answers: (() => Promise<{ SecretString?: string }>)[] = [
      () => Promise.reject(new Error('ThrottlingException')),
      () => Promise.resolve({ SecretString: 'abc123' }),
    ];
    vi.doMock('@aws-sdk/client-secrets-manager', () => ({
      SecretsManagerClient: class {
        constructor(readonly config: { region: string }) {}
        send(command: { input: { SecretId: string } }) {
          asked.push({ region: this.config.region, secretId: command.input.SecretId });
          return (answers.shift() ?? (() => Promise.reject(new Error('asked too often'))))();
        }
      },
      GetSecretValueCommand: class {
        constructor(readonly input: { SecretId: string }) {}
      },
    }));
    const { getNcbiApiKey } = await import('./secrets');
    await expect(getNcbiApiKey(ARN)).rejects.toThrow('ThrottlingException');
    await expect(getNcbiApiKey(ARN)).resolves.toBe('abc123');
    await expect(getNcbiApiKey(ARN)).resolves.toBe('abc123');
    expect(asked).toEqual([
      { region: 'eu-central-1', secretId: ARN },
      { region: 'eu-central-1', secretId: ARN },
    ]);
  });
});
