import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EXPORT_LINK_SECONDS } from '@oligowatch/shared/constants';
import { getConfig } from '../../lib/config';

let client: S3Client | undefined;

/**
 * One S3 client per process. Checksums only when an operation requires them: the SDK's default
 * (a CRC32 trailer on every upload) is what s3rver, the local stand-in, cannot read, and S3 itself
 * needs none for these calls. Locally, path-style addresses (http://127.0.0.1:port/bucket/key).
 */
export const getS3Client = (): S3Client => {
  if (!client) {
    const config = getConfig();
    client = new S3Client({
      region: config.AWS_REGION,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    });
  }
  return client;
};

const bucket = (): string => {
  const name = getConfig().EXPORTS_BUCKET;
  // A deployment mistake, not a caller's: the route's function lacks its bucket variable.
  if (!name) throw new Error('Invalid configuration: EXPORTS_BUCKET is not set');
  return name;
};

/** Content-Disposition that downloads under `filename` (already ASCII-safe: export-file.ts). */
export const attachmentDisposition = (filename: string): string =>
  `attachment; filename="${filename.replaceAll('"', '')}"`;

/** Uploads a finished file from disk (streamed, with its length) under `key`. */
export const putExportFile = async (
  key: string,
  path: string,
  options: { contentType: string; filename: string },
): Promise<void> => {
  const { size } = await stat(path);
  await getS3Client().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: createReadStream(path),
      ContentLength: size,
      ContentType: options.contentType,
      ContentDisposition: attachmentDisposition(options.filename),
    }),
  );
};

/**
 * A GET link valid for EXPORT_LINK_SECONDS. The response headers are signed into it too, so the
 * browser downloads the file under its name whatever the stored object carries.
 */
export const presignExportDownload = (
  key: string,
  options: { contentType: string; filename: string },
): Promise<string> =>
  getSignedUrl(
    getS3Client(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: attachmentDisposition(options.filename),
      ResponseContentType: options.contentType,
    }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
