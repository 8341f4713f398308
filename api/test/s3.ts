import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The `S3_*` variables that point the server at a store. */
export interface S3Env {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: 'true';
  S3_PREFIX: string;
}

/**
 * An S3-compatible server in this process (s3rver, files in a temporary
 * folder), so CI exercises the S3 backend's requests without Docker. It does
 * not check request signatures; a real MinIO (`S3_TEST_ENDPOINT`) does.
 */
export async function startFakeS3(): Promise<{ env: S3Env; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mealbox-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // The SDK's current signing and s3rver's old verifier disagree.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: 'mealbox-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: `run-${randomUUID().slice(0, 8)}/`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A real MinIO (or any S3) when `S3_TEST_ENDPOINT` names one, e.g. the
 * docker-compose service: `S3_TEST_ENDPOINT=http://127.0.0.1:9000`. Each run
 * writes under its own prefix.
 */
export function minioFromEnv(env: NodeJS.ProcessEnv = process.env): S3Env | null {
  if (!env.S3_TEST_ENDPOINT) return null;
  return {
    S3_BUCKET: env.S3_TEST_BUCKET ?? 'mealbox-test',
    S3_ENDPOINT: env.S3_TEST_ENDPOINT,
    S3_REGION: env.S3_TEST_REGION ?? 'us-east-1',
    S3_ACCESS_KEY_ID: env.S3_TEST_ACCESS_KEY_ID ?? 'minioadmin',
    S3_SECRET_ACCESS_KEY: env.S3_TEST_SECRET_ACCESS_KEY ?? 'minioadmin',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: `test-${randomUUID().slice(0, 8)}/`,
  };
}

export const MINIO_SKIP_REASON = 'no MinIO reachable: set S3_TEST_ENDPOINT (e.g. http://127.0.0.1:9000) to run';

/** Every object key under the run's prefix, read from the bucket itself. */
export async function listObjectKeys(env: S3Env): Promise<string[]> {
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  try {
    const listing = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: env.S3_PREFIX }));
    return (listing.Contents ?? []).map((object) => object.Key!.slice(env.S3_PREFIX.length));
  } finally {
    client.destroy();
  }
}
