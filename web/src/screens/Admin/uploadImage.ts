import { adminMealMessages, LANDING_IMAGE_MAX_MB, MEAL_IMAGE_MAX_MB } from '@rules';

/** A failed step of the upload-URL flow, with the specification's text for that step. */
export class ImageUploadError extends Error {}

const MB = 1024 * 1024;

/** The specification's own checks before anything is sent (the server checks the bytes again). */
export function checkImageFile(file: File, purpose: 'meal' | 'landing'): string | null {
  if (!file.type.startsWith('image/'))
    return purpose === 'meal' ? adminMealMessages.imageType : 'Please select an image file';
  const maxMb = purpose === 'meal' ? MEAL_IMAGE_MAX_MB : LANDING_IMAGE_MAX_MB;
  if (file.size > maxMb * MB) {
    return purpose === 'meal' ? adminMealMessages.imageSize : `Please select an image smaller than ${maxMb}MB`;
  }
  return null;
}

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The specification's upload-URL flow: ask for an upload URL, PUT the file to it with its
 * type, confirm it; the image URL is the upload URL without its query.
 */
export async function uploadImage(file: File, purpose: 'meal' | 'landing'): Promise<string> {
  let uploadURL: string;
  try {
    const answer = await postJson(purpose === 'meal' ? '/api/admin/upload-image' : '/api/objects/upload', {});
    uploadURL = String(answer.uploadURL);
  } catch {
    throw new ImageUploadError(adminMealMessages.uploadUrlFailed);
  }
  const put = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  if (!put.ok) {
    const message = ((await put.json().catch(() => null)) as { message?: string } | null)?.message;
    throw new ImageUploadError(message ?? adminMealMessages.uploadFailed);
  }
  try {
    const confirmed = await postJson('/api/admin/confirm-upload', { uploadURL });
    return String(confirmed.imageUrl);
  } catch {
    throw new ImageUploadError(adminMealMessages.confirmFailed);
  }
}
