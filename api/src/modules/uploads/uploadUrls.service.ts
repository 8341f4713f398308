import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { isSafeKey, randomKey } from '../../lib/storage/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { parseInput } from '../../lib/validation.ts';
import { storeUpload, uploadUrlOf, type IncomingFile, type StoredUpload } from './uploads.service.ts';

/**
 * The specifications' upload-URL flow for admin images: ask for an upload URL,
 * PUT the file to it, and the URL without its query string is the image's URL.
 * The URL is on our own server (so the file is checked like any other upload),
 * valid for UPLOAD_URL_TTL_SECONDS and for one PUT.
 */
export const imagePurposes = ['meal_image', 'landing_image'] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

const purposeInput = z.object({
  purpose: z.enum(imagePurposes, { message: 'purpose must be meal_image or landing_image' }).optional(),
});

const UNUSABLE_URL = 'This upload URL has expired or was already used. Ask for a new one.';

export async function createUploadUrl(
  app: AppContext,
  adminId: number,
  input: unknown,
  defaultPurpose: ImagePurpose,
): Promise<{ uploadURL: string; expiresAt: Date }> {
  const purpose = parseInput(purposeInput, input).purpose ?? defaultPurpose;
  const now = app.now();
  const expiresAt = new Date(now.getTime() + app.config.UPLOAD_URL_TTL_SECONDS * 1000);
  const token = newToken('upload');
  const key = randomKey();
  // Tickets are worthless once expired: each new one sweeps the old ones away.
  await app.prisma.uploadTicket.deleteMany({ where: { expiresAt: { lt: now } } });
  await app.prisma.uploadTicket.create({
    data: { tokenHash: hashToken(token), key, purpose, adminId, expiresAt },
  });
  return { uploadURL: `${uploadUrlOf(key)}?token=${token}`, expiresAt };
}

/**
 * The PUT to an upload URL: claims the ticket (atomically, so two PUTs with
 * one URL cannot both store), then stores the file as its admin's upload.
 */
export async function receiveUploadUrlPut(
  app: AppContext,
  key: string,
  token: unknown,
  file: IncomingFile,
  declaredBytes?: number,
): Promise<StoredUpload> {
  if (!isSafeKey(key) || typeof token !== 'string' || token === '') {
    file.stream.resume();
    throw new ForbiddenError(UNUSABLE_URL);
  }
  const now = app.now();
  const tokenHash = hashToken(token);
  // One conditional UPDATE: of two PUTs racing with one URL, only one matches.
  const claimed = await app.prisma.uploadTicket.updateMany({
    where: { tokenHash, key, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) {
    file.stream.resume();
    throw new ForbiddenError(UNUSABLE_URL);
  }
  const ticket = await app.prisma.uploadTicket.findUniqueOrThrow({ where: { tokenHash } });
  return storeUpload(app, {
    purpose: ticket.purpose,
    file,
    uploader: { adminId: ticket.adminId },
    key: ticket.key,
    declaredBytes,
  });
}

const confirmInput = z.object({
  uploadURL: z.string({ message: 'uploadURL is required' }).min(1, 'uploadURL is required').max(2048),
});

/**
 * `POST /api/admin/confirm-upload`: checks that an image was stored at an
 * upload URL and answers its image URL (the upload URL without its query).
 */
export async function confirmUploadUrl(app: AppContext, input: unknown): Promise<{ imageUrl: string }> {
  const { uploadURL } = parseInput(confirmInput, input);
  const imageUrl = uploadURL.replace(/[?#].*$/s, '');
  // Relative (`/uploads/…`, as we hand them out) or absolute on any origin.
  const key = /^(?:https?:\/\/[^/]+)?\/uploads\/(.+)$/.exec(imageUrl)?.[1];
  const file = key && isSafeKey(key) ? await app.prisma.uploadedFile.findUnique({ where: { key } }) : null;
  if (!file || !(imagePurposes as readonly string[]).includes(file.purpose)) {
    throw new NotFoundError('No uploaded image at this URL');
  }
  return { imageUrl };
}
