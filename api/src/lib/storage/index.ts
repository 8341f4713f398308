// Object storage: one interface, local disk by default, S3 when `S3_BUCKET` is set.
import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalDiskStorage } from './localStorage.ts';
import type { ObjectStorage } from './types.ts';

export type { ByteRange, ObjectInfo, ObjectStorage, StoredObject } from './types.ts';
export type { S3StorageOptions } from './s3Storage.ts';
export { isSafeKey, randomKey, UnsafeKeyError } from './keys.ts';
export { LocalDiskStorage } from './localStorage.ts';

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/**
 * The store the configuration names: S3 when `S3_BUCKET` is set, else
 * `DATA_DIR/uploads`. The AWS SDK is loaded only when S3 is used.
 */
export async function createStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (!config.S3_BUCKET) return new LocalDiskStorage(path.join(config.DATA_DIR, 'uploads'));
  const { S3Storage } = await import('./s3Storage.ts');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
