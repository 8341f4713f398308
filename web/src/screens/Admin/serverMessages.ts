/**
 * The back office's answers that the shared rules keep (`adminMessages`, `adminLoginMessages`,
 * `weekMenuMessages` in @rules), named here so that the back office's catalogue has them: the
 * server answers in English and a screen shows the answer through `i18n._`, which gives the
 * Arabic on an Arabic page. They are not marked in the rules themselves, whose marked messages
 * go to the public pages' catalogue (every customer would download the back office's words).
 * serverMessages.test.ts keeps this list equal to the rules'.
 */
export const SERVER_MESSAGES: readonly string[] = [
  /*i18n*/ 'Neighborhood name is required.',
  /*i18n*/ 'A neighborhood with this name already exists.',
  /*i18n*/ 'Code is required.',
  /*i18n*/ 'This invitation code already exists.',
  /*i18n*/ 'Code may contain only letters A-Z, digits 0-9, "-" and "_".',
  /*i18n*/ 'Max uses must be a whole number of at least 1, or empty for unlimited.',
  /*i18n*/ 'Max uses cannot be lower than the uses already counted.',
  /*i18n*/ 'Price cannot be negative.',
  /*i18n*/ 'Price must be a whole number of pounds.',
  /*i18n*/ 'Super Admin Required — You need super admin privileges to manage admin accounts.',
  /*i18n*/ 'You cannot delete your own account.',
  /*i18n*/ 'You cannot change your own role.',
  /*i18n*/ 'There must always be at least one super admin.',
  /*i18n*/ 'This username is already taken.',
  /*i18n*/ 'This email is already used by another admin.',
  /*i18n*/ 'Please fill in all fields',
  /*i18n*/ 'Invalid admin credentials',
  /*i18n*/ 'There was an error adding the meal. Please try again.',
  /*i18n*/ 'There was an error removing the meal. Please try again.',
  /*i18n*/ "This week's order deadline has passed and orders exist: its menu can no longer change.",
  /*i18n*/ "This meal is not on this week's menu",
];
