/** Product constants the web app shows. */
export const BRAND_NAME = 'MealBox';

/** Where customers write for help; shown where information is missing (e.g. ingredients). */
export const SUPPORT_EMAIL = 'support@mealbox.eg';
