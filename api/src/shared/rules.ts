/**
 * The product's rules that the server enforces and the web app shows before it asks: limits,
 * choices and the user-facing messages the specifications fix. One copy, imported by both
 * sides (the web app through the `@rules` alias), so a screen can never disagree with the API.
 *
 * One topic per file under rules/, re-exported here (their one public face), so that a page
 * downloads the rules it uses and not the others. They import nothing but each other and touch
 * nothing outside themselves (the lint config enforces it): they are bundled into the browser
 * as they are.
 */

export * from './rules/messages.ts';
export * from './rules/languages.ts';
export * from './rules/mealPlans.ts';
export * from './rules/accounts.ts';
export * from './rules/money.ts';
export * from './rules/phones.ts';
export * from './rules/availability.ts';
export * from './rules/onboarding.ts';
export * from './rules/adminReference.ts';
export * from './rules/landingCopy.ts';
export * from './rules/checkout.ts';
export * from './rules/adminContent.ts';
export * from './rules/subscription.ts';
export * from './rules/foodProfile.ts';
export * from './rules/partners.ts';
export * from './rules/graphqlLimits.ts';
export type * from './rules/schemaReference.ts';
