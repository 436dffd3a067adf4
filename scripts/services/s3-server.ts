/**
 * A local S3-compatible server (s3rver, objects kept as files in a folder) standing in for S3 or
 * MinIO in the tests and for local trials of the S3 image store: `startLocalS3()` in-process, or
 * `tsx scripts/services/s3-server.ts` to run it and print the S3_* settings that point `npm
 * start` at it. It accepts any well-formed signature made with the key S3RVER / S3RVER.
 * s3rver answers listings with a prefix AND a delimiter wrongly: the app lists by prefix only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';
import type { S3Config } from '#api/services/blobs';

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  /** The S3 settings of its bucket (env.ts's S3_* as the app reads them) */
  config: S3Config;
  close(): Promise<void>;
}

/** s3rver's fixed credentials */
const KEY = 'S3RVER';

export async function startLocalS3({
  port = 0,
  bucket = 'kyynal',
  directory,
}: {
  port?: number;
  bucket?: string;
  /** Where the objects are kept; default: a temporary folder, removed on close */
  directory?: string;
} = {}): Promise<LocalS3> {
  const dir = directory ?? mkdtempSync(path.join(tmpdir(), 'kyynal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    config: { endpoint, bucket, region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY },
    async close() {
      await server.close();
      if (!directory) rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.S3_PORT ?? 4568);
  const s3 = await startLocalS3({ port, directory: process.env.S3_DIR });
  console.log(`Local S3 at ${s3.endpoint}. Point the app at it with:
  S3_ENDPOINT=${s3.endpoint} S3_BUCKET=${s3.config.bucket} S3_ACCESS_KEY_ID=${KEY} S3_SECRET_ACCESS_KEY=${KEY} npm start`);
}
