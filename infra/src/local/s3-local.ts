import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { LOCAL_CREDENTIALS } from './local-clients';

export interface S3Local {
  /** The S3 endpoint the handlers use (S3_ENDPOINT; path-style addresses). */
  endpoint: string;
  bucket: string;
  stop: () => Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * s3rver: a real S3-compatible server on loopback standing in for the exports bucket. It signs and
 * checks requests like S3, with one fixed key pair of its own; the local stack's key pair is added
 * to its account so the handlers use the same credentials as against DynamoDB Local.
 */
export const startS3Local = async (options: {
  port: number;
  directory: string;
  bucket: string;
}): Promise<S3Local> => {
  const accounts = require('s3rver/lib/models/account.js') as typeof import('s3rver/lib/models/account.js');
  accounts.DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.directory,
    // Path-style only: http://127.0.0.1:port/bucket/key, whatever the Host header says.
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: options.bucket,
    stop: () => server.close(),
  };
};
