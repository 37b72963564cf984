import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { baseEnv } from '../testing/base-env';

// The configuration a job-starting Lambda has in AWS (JOB_RUNNER defaults to 'lambda').
beforeAll(() => {
  Object.assign(process.env, { ...baseEnv, IMPORT_JOB_FUNCTION: 'oligowatch-test-import-job' });
  delete process.env.JOB_RUNNER;
});

describe('startJob in AWS', () => {
  it("invokes the job's Lambda asynchronously ('Event') with the payload, and does not wait for it", async () => {
    const send = vi.spyOn(LambdaClient.prototype, 'send').mockResolvedValue({ StatusCode: 202 } as never);
    const { startJob } = await import('./start-job');
    await startJob('import', { cacheID: 'c-1' });
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0]?.[0] as InvokeCommand;
    expect(command).toBeInstanceOf(InvokeCommand);
    expect(command.input.FunctionName).toBe('oligowatch-test-import-job');
    expect(command.input.InvocationType).toBe('Event');
    expect(new TextDecoder().decode(command.input.Payload as Uint8Array)).toBe('{"cacheID":"c-1"}');
  });
});
