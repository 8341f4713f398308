import type { Readable } from 'node:stream';

/** What a store knows about one object. */
export interface ObjectInfo {
  key: string;
  /** Bytes of the whole object. */
  size: number;
  contentType: string;
  /** Changes whenever the content does (quoted, as in an HTTP ETag). */
  etag: string;
  lastModified: Date;
}

/** A byte range, both ends inclusive (as in HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject extends ObjectInfo {
  /** The object's bytes, or only the range asked for. */
  body: Readable;
  range: ByteRange | null;
}

/**
 * Object storage: local disk or any S3-compatible store. Keys are checked by
 * `isSafeKey` (no `..`, no absolute paths, no odd characters) in every backend.
 * Objects are written whole or not at all: a failed or aborted `put` leaves nothing.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Writes an object; a stream is read to its end (its errors reject and nothing is kept). */
  put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<void>;
  /** The object as a stream (only `range` when given), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Prepares the store (creates the folder or the bucket when missing). */
  init(): Promise<void>;
  close(): Promise<void>;
}
