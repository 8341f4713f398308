/** The landing page's fixed copy. (The shared rules: see ../rules.ts.) */

/** The landing page's headline (not editable; the hero's image and button are). */
export const LANDING_HEADLINE = /*i18n*/ 'Refined recipes. Real ingredients. Ready in minutes.';
