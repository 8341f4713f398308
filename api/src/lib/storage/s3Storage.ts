import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertSafeKey } from './keys.ts';
import type { ByteRange, ObjectInfo, ObjectStorage, StoredObject } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2); unset: AWS. */
  endpoint?: string | undefined;
  /** Unset: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle?: boolean;
  /** Prepended to every key (e.g. `uploads/`). */
  prefix?: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Objects in one bucket of AWS S3 or any S3-compatible store. */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // Checksums only where S3 requires them: the SDK's default trailing
      // checksums (aws-chunked bodies) are refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  /** Set once the bucket is known to exist; until then every write checks again. */
  private bucketReady = false;

  async init(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
    this.bucketReady = true;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<void> {
    const params = { Bucket: this.bucket, Key: this.objectKey(key), ContentType: options.contentType };
    // A store that was not up when the server started (MinIO in docker-compose) is prepared on first use.
    if (!this.bucketReady) await this.init();
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      return;
    }
    // A stream of unknown length: one PUT when it fits in a part, otherwise a
    // multipart upload that is aborted (nothing kept) if the stream fails.
    const upload = new Upload({
      client: this.client,
      params: { ...params, Body: body },
      queueSize: 1,
      leavePartsOnError: false,
    });
    let streamError: unknown;
    body.once('error', (error) => {
      streamError = error;
    });
    try {
      await upload.done();
    } catch (error) {
      throw streamError ?? error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // `Content-Range: bytes 0-9/1234` carries the whole size for a range.
      const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
      return {
        key,
        size: total ? Number(total) : (object.ContentLength ?? 0),
        contentType: object.ContentType ?? 'application/octet-stream',
        etag: object.ETag ?? '""',
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body as Readable,
        range: range ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}
