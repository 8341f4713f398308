// The kitchen module's public face: Meal Prep (what the kitchen cooks for a week) and the
// delivery sheets (what drivers take, by area), with their CSVs. Importing it registers the
// module's GraphQL types.
import './kitchen.schema.ts';

export { registerKitchenRoutes } from './kitchen.routes.ts';
export { mealPrep, willBeDelivered } from './mealPrep.service.ts';
export { deliverySheet } from './deliverySheet.service.ts';
