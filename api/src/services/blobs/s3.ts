/**
 * The BlobStore on S3-compatible storage (AWS S3, MinIO, Garage, R2…), selected by S3_BUCKET
 * (env.ts). Objects are kept under the prefix `uploads/`, so the bucket can hold other things
 * (a database replica) beside them. Listings use a prefix and never a delimiter: some
 * S3-compatible servers (s3rver) answer prefix+delimiter listings wrongly, and the keys are flat.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { blobUrl, VALID_KEY, type BlobEntry, type BlobStore } from './store';

export interface S3Config {
  /** Another service than AWS (http://127.0.0.1:9000): addressed path-style, bucket in the path */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const PREFIX = 'uploads/';

/** The key is not there (a missing bucket is another 404: the store is broken, not the key) */
const isMissing = (err: unknown) => (err as { name?: string }).name === 'NoSuchKey';

export function createS3BlobStore(config: S3Config): BlobStore {
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // a store that is down answers within seconds, not after the operating system's timeouts
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    maxAttempts: 2,
    // checksums only where S3 requires them: S3-compatible servers do not all know the new ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (key: string) => {
    if (!VALID_KEY.test(key)) throw new Error(`not a blob key: ${key}`);
    return PREFIX + key;
  };
  return {
    description: `S3 bucket ${bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    local: false,
    async put(key, data, type) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: data, ContentType: type }),
      );
    },
    async get(key) {
      if (!VALID_KEY.test(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: PREFIX + key }));
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          type: res.ContentType ?? 'application/octet-stream',
          modifiedAt: res.LastModified?.getTime() ?? 0,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    url: blobUrl,
    async *list(): AsyncIterable<BlobEntry> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length) ?? '';
          if (!VALID_KEY.test(key)) continue;
          yield {
            key,
            size: object.Size ?? 0,
            modifiedAt: object.LastModified?.getTime() ?? 0,
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
