// The catalog module's GraphQL types: importing this file registers them (graphql/schema.ts).
export { loadMealRow, MealRef } from './catalog.schema.ts';
export { AllergenEnum, DietEnum, WeekRef } from './catalog.schema.ts';
import './catalogAdmin.schema.ts';
