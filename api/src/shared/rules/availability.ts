/** What the product says while the database cannot be reached. (The shared rules: see ../rules.ts.) */

/** What the API answers (503) and the web app shows while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  /*i18n*/ "We're having trouble reaching our kitchen, try again in a minute.";
