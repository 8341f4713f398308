/** The back office's menus, meals, landing content and sign-in messages. (The shared rules: see ../rules.ts.) */

/** New-meal price default (an unused form default, kept as the old product had it). */
export const DEFAULT_MEAL_PRICE_EGP = 249;

/** Large portion values default to 1.5 × regular, rounded. */
export const LARGE_PORTION_FACTOR = 1.5;
export const largePortionValue = (regular: number): number => Math.round(regular * LARGE_PORTION_FACTOR);

export const MEAL_IMAGE_MAX_MB = 5;
export const LANDING_IMAGE_MAX_MB = 10;

export const adminMealMessages = {
  required: 'Please fill in all required fields.',
  imageUrlInvalid: 'Image URL is not valid',
  notFound: 'Meal not found',
  imageType: 'Please upload an image file.',
  imageSize: `Please upload an image smaller than ${MEAL_IMAGE_MAX_MB}MB.`,
  uploadUrlFailed: 'Failed to get upload URL',
  uploadFailed: 'Failed to upload file',
  confirmFailed: 'Failed to confirm upload',
  createFailed: 'Failed to create meal. Please try again.',
  updateFailed: 'Failed to update meal. Please try again.',
  deleteFailed: 'Failed to delete meal. Please try again.',
} as const;

export const weekMenuMessages = {
  addFailed: 'There was an error adding the meal. Please try again.',
  removeFailed: 'There was an error removing the meal. Please try again.',
  /** After the deadline orders exist for the week: its menu is frozen. */
  deadlinePassed: "This week's order deadline has passed and orders exist: its menu can no longer change.",
  notOnMenu: "This meal is not on this week's menu",
} as const;

export const landingMessages = {
  nameRequired: 'Name is required',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  urlInvalid: 'Please enter a valid URL or leave it empty',
  imageTypeTitle: 'Invalid File',
  imageType: 'Please select an image file',
  imageSizeTitle: 'File Too Large',
  imageSize: `Please select an image smaller than ${LANDING_IMAGE_MAX_MB}MB`,
  heroSaved: 'Hero section updated successfully',
  heroFailed: 'Failed to update hero section',
  carouselSaved: 'Carousel meal updated successfully',
  carouselFailed: 'Failed to update carousel meal',
  carouselDeleted: 'Meal deleted successfully',
  carouselDeleteFailed: 'Failed to delete meal',
  faqSaved: 'FAQ updated successfully',
  faqFailed: 'Failed to update FAQ',
  faqDeleted: 'FAQ deleted successfully',
  faqDeleteFailed: 'Failed to delete FAQ',
  imageUploaded: 'Image uploaded successfully',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload image. Please try again.',
  carouselDeleteConfirm: (name: string): string =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  faqDeleteConfirm: 'Are you sure you want to delete this FAQ? This action cannot be undone.',
} as const;

/**
 * A link or image location an admin may save: one of our paths (`/uploads/…`, `/images/…`,
 * `/meal-plans`) or an http(s) URL; never `javascript:`, `data:` or a protocol-relative `//host`.
 */
export function isSafeLocation(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const DEFAULT_CTA_TEXT = 'Get Started';
export const DEFAULT_CTA_URL = '/';

export const adminLoginMessages = {
  missing: 'Please fill in all fields',
  failed: 'Invalid admin credentials',
} as const;
