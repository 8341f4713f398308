import type { Readable } from 'node:stream';
import type { AppContext } from '../../app.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { FilePurpose, UploadedFile } from '../../generated/prisma/client.ts';
import { isSafeKey, randomKey, type ByteRange, type StoredObject } from '../../lib/storage/index.ts';
import { checkImage, ImageContentError } from './imageCheck.ts';

const MB = 1024 * 1024;

interface PurposeRules {
  maxBytes: number;
  /** Who may upload for this purpose. */
  uploader: 'customer' | 'admin';
  /** Served to anyone (and cacheable), or to signed-in admins only. */
  public: boolean;
  /** The specifications' texts for a refused file. */
  typeMessage: string;
  sizeMessage: string;
}

export const purposeRules: Record<FilePurpose, PurposeRules> = {
  payment_proof: {
    maxBytes: 5 * MB,
    uploader: 'customer',
    public: false,
    typeMessage: 'Invalid file type: Please select an image file',
    sizeMessage: 'File too large: Please select an image smaller than 5MB',
  },
  meal_image: {
    maxBytes: 5 * MB,
    uploader: 'admin',
    public: true,
    typeMessage: 'Please upload an image file.',
    sizeMessage: 'Please upload an image smaller than 5MB.',
  },
  landing_image: {
    maxBytes: 10 * MB,
    uploader: 'admin',
    public: true,
    typeMessage: 'Please select an image file',
    sizeMessage: 'Please select an image smaller than 10MB',
  },
};

/** The largest file any purpose accepts. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(purposeRules).map((rules) => rules.maxBytes));

/**
 * Where a multipart parser cuts a file for a limit: a little past it, so the
 * uploads service's own count refuses the file first, with its text.
 */
export const parserFileCap = (maxBytes: number): number => maxBytes + 64 * 1024;

/** A file as it arrives, from GraphQL multipart, REST multipart or a PUT. */
export interface IncomingFile {
  /** Its bytes, still streaming. */
  stream: Readable;
  /** As the client named it: for logs only, never trusted. */
  filename: string;
}

export type Uploader = { customerId: number } | { adminId: number };

/** A recorded upload and where it is served (`/uploads/{key}`). */
export type StoredUpload = UploadedFile & { url: string };

export const uploadUrlOf = (key: string): string => `/uploads/${key}`;

export const toStoredUpload = (file: UploadedFile): StoredUpload => ({ ...file, url: uploadUrlOf(file.key) });

export interface StoreUploadInput {
  purpose: FilePurpose;
  file: IncomingFile;
  uploader: Uploader;
  /** The input field the file came in, named in validation errors. */
  field?: string | string[];
  /** A key chosen beforehand (the upload-URL flow); otherwise a fresh random one. */
  key?: string;
  /** The size the client announced (a PUT's Content-Length): too large is refused before reading. */
  declaredBytes?: number;
}

/**
 * Checks a file by its bytes while it streams (an accepted image type, at most
 * the purpose's size), stores it under a random key and records it. A refused
 * file leaves nothing behind and fails with the specification's text for the
 * purpose, naming the field.
 */
export async function storeUpload(app: AppContext, input: StoreUploadInput): Promise<StoredUpload> {
  const rules = purposeRules[input.purpose];
  const field = input.field ?? 'file';
  const uploaderKind = 'adminId' in input.uploader ? 'admin' : 'customer';
  if (uploaderKind !== rules.uploader) {
    input.file.stream.resume();
    throw new ForbiddenError('Not allowed to upload this kind of file');
  }
  const refusal = (error: unknown) =>
    error instanceof ImageContentError
      ? ValidationError.forField(field, error.reason === 'type' ? rules.typeMessage : rules.sizeMessage)
      : error;

  if (input.declaredBytes !== undefined && input.declaredBytes > rules.maxBytes) {
    throw refusal(new ImageContentError('size'));
  }
  const image = await checkImage(input.file.stream, rules.maxBytes).catch((error: unknown) => {
    throw refusal(error);
  });
  const key = input.key ?? randomKey(image.ext);
  try {
    await app.storage.put(key, image.body, { contentType: image.mime });
  } catch (error) {
    throw refusal(error);
  }
  try {
    const file = await app.prisma.uploadedFile.create({
      data: {
        key,
        contentType: image.mime,
        sizeBytes: image.bytesRead(),
        purpose: input.purpose,
        uploadedByAdminId: 'adminId' in input.uploader ? input.uploader.adminId : null,
        uploadedByCustomerId: 'customerId' in input.uploader ? input.uploader.customerId : null,
      },
    });
    app.logger.info({ key, purpose: input.purpose, sizeBytes: file.sizeBytes }, 'file uploaded');
    return toStoredUpload(file);
  } catch (error) {
    await app.storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * Removes a stored upload and its record: for a caller whose own work failed
 * after the file was stored (a checkout refused after its proof arrived).
 */
export async function discardUpload(app: AppContext, upload: Pick<StoredUpload, 'key'>): Promise<void> {
  await app.prisma.uploadedFile.deleteMany({ where: { key: upload.key } });
  await app.storage.delete(upload.key);
}

/**
 * The upload at a key if this viewer may read it: images are public, payment
 * proofs are for signed-in admins and the customer who sent it (anyone else is
 * told it does not exist).
 */
export async function findReadableUpload(
  app: AppContext,
  key: string,
  viewer: { admin: unknown; customer?: { id: number } | null },
): Promise<UploadedFile | null> {
  if (!isSafeKey(key)) return null;
  const file = await app.prisma.uploadedFile.findUnique({ where: { key } });
  if (!file) return null;
  if (purposeRules[file.purpose].public || viewer.admin) return file;
  const sender = file.uploadedByCustomerId;
  return sender !== null && viewer.customer?.id === sender ? file : null;
}

export const isPublicUpload = (file: Pick<UploadedFile, 'purpose'>): boolean => purposeRules[file.purpose].public;

/** The stored bytes of a recorded upload (a range of them when asked); null when the store has lost them. */
export async function openUpload(app: AppContext, file: UploadedFile, range?: ByteRange): Promise<StoredObject | null> {
  const object = await app.storage.get(file.key, range);
  if (!object) app.logger.error({ key: file.key }, 'recorded upload missing from storage');
  return object;
}
