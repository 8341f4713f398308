// The kitchen module's public face: Meal Prep (what the kitchen cooks for a week) and the
// delivery sheets (what drivers take, by area), with their CSVs. Importing it registers the
// module's GraphQL types.

export { mealPrep, willBeDelivered } from './mealPrep.service.ts';
