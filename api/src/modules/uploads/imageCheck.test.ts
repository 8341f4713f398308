import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { images, MB, pdf, pngOfSize, svgWithScript } from '../../../test/uploads.ts';
import { checkImage, ImageContentError } from './imageCheck.ts';

/** Splits a buffer into small chunks, as a network would deliver it. */
const chunked = (data: Buffer, size = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)),
  );

describe('checking an upload by its bytes', () => {
  it.each([
    ['png', images.png, 'image/png', 'png'],
    ['jpeg', images.jpeg, 'image/jpeg', 'jpg'],
    ['gif', images.gif, 'image/gif', 'gif'],
    ['webp', images.webp, 'image/webp', 'webp'],
  ])('accepts a %s and passes every byte through', async (_name, bytes, mime, ext) => {
    const image = await checkImage(chunked(bytes, 7), MB);
    expect(image).toMatchObject({ mime, ext });
    expect((await readAll(image.body)).equals(bytes)).toBe(true);
    expect(image.bytesRead()).toBe(bytes.length);
  });

  it.each([
    ['a PDF (whatever it is called)', pdf],
    ['an SVG with a script', svgWithScript],
    ['an empty file', Buffer.alloc(0)],
    ['text', Buffer.from('hello, I am an image, trust me')],
  ])('refuses %s as not an image', async (_name, bytes) => {
    await expect(checkImage(chunked(bytes), MB)).rejects.toEqual(new ImageContentError('type'));
  });

  it('accepts an image of exactly the limit', async () => {
    const image = await checkImage(chunked(pngOfSize(5 * MB), 64 * 1024), 5 * MB);
    expect((await readAll(image.body)).length).toBe(5 * MB);
  });

  it('stops a stream as soon as it passes the limit, without reading the rest', async () => {
    let pulled = 0;
    // An endless PNG, arriving asynchronously like a socket: only a streaming count can refuse it.
    const endless = new Readable({
      read() {
        const chunk = pulled === 0 ? pngOfSize(64 * 1024) : Buffer.alloc(64 * 1024);
        pulled += chunk.length;
        setImmediate(() => this.push(chunk));
      },
    });
    const image = await checkImage(endless, 5 * MB);
    await expect(readAll(image.body)).rejects.toEqual(new ImageContentError('size'));
    expect(pulled).toBeGreaterThan(5 * MB);
    expect(pulled).toBeLessThan(6 * MB);
    endless.destroy();
  });

  it('refuses an oversized image that arrives in one piece', async () => {
    await expect(checkImage(Readable.from([pngOfSize(6 * MB)]), 5 * MB)).rejects.toEqual(new ImageContentError('size'));
  });
});
