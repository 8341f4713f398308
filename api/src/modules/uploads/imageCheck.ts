import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Image types accepted, by what the bytes say (never the name or the declared type). */
const acceptedTypes: Record<string, { mime: string; ext: string }> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  // An animated PNG is a PNG.
  'image/apng': { mime: 'image/png', ext: 'png' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
};

/** Bytes file-type needs to tell every format it knows (its own `reasonableDetectionSizeInBytes`). */
const SAMPLE_BYTES = 4100;

/** Why the bytes were refused. */
export class ImageContentError extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason === 'type' ? 'not an accepted image' : 'image too large');
    this.name = 'ImageContentError';
  }
}

export interface CheckedImage {
  mime: string;
  ext: string;
  /** The image's bytes, still streaming; fails with ImageContentError('size') past the limit. */
  body: Readable;
  /** Bytes seen so far (the whole size once `body` has ended). */
  bytesRead(): number;
}

/**
 * Checks an upload while it streams: the first bytes must be a JPEG, PNG, GIF
 * or WebP (SVG, PDF and anything else are refused before a byte is stored),
 * and the count stops the stream as soon as it passes `maxBytes`, so an
 * oversized body is never held whole. Resolves once the type is known.
 */
export function checkImage(source: Readable, maxBytes: number): Promise<CheckedImage> {
  return new Promise((resolve, reject) => {
    let received = 0;
    let head: Buffer[] | null = [];

    const detect = (callback: TransformCallback) => {
      const sample = Buffer.concat(head ?? []);
      head = null;
      fileTypeFromBuffer(sample).then((found) => {
        const accepted = found ? acceptedTypes[found.mime] : undefined;
        if (!accepted) return callback(new ImageContentError('type'));
        resolve({ ...accepted, body: gate, bytesRead: () => received });
        callback(null, sample);
      }, callback);
    };

    const gate = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > maxBytes) return callback(new ImageContentError('size'));
        if (!head) return callback(null, chunk);
        head.push(chunk);
        if (received < SAMPLE_BYTES) return callback();
        detect(callback);
      },
      flush(callback) {
        if (head) detect(callback);
        else callback();
      },
    });

    gate.once('error', (error) => {
      reject(error); // no effect once resolved: the consumer of `body` sees the error
      // Stop feeding the gate but keep reading the source, so a multipart parser
      // behind it is not left waiting and the request can be answered.
      source.unpipe(gate);
      source.resume();
    });
    source.once('error', (error) => gate.destroy(error));
    // A multipart parser that cuts a file at its own cap ends it early (busboy
    // emits 'limit'): that is a file too large, never a shorter image.
    source.once('limit', () => gate.destroy(new ImageContentError('size')));
    source.pipe(gate);
  });
}
