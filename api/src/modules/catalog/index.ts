// The catalog module's public face: meals, weeks and their menus, and the week rules. Other
// modules, the HTTP and GraphQL layers, the seed and the tests import from here only.
// Importing it registers the module's GraphQL types.
import './catalogAdmin.schema.ts';

export { loadMealRow, MealRef } from './catalog.schema.ts';
export { mealJson, registerCatalogRoutes } from './catalog.routes.ts';
export { listMealsByIds, mealRowsById } from './meals.service.ts';
export {
  getWeek,
  getWeekMenu,
  listLiveWindowWeeks,
  listUpcomingWeeks,
  liveWindowWeeksWhere,
  offeredMealIds,
  weekIsLive,
  type WeekQuery,
} from './menus.service.ts';
export { WeekRef } from './catalog.schema.ts';
export { ensureWeeks, loadWeekRules } from './weeks.service.ts';
export { ensureWeeksJob } from './weeks.job.ts';
export {
  cairoDateOf,
  defaultWeekRules,
  isBeforeDeadline,
  isWeekLive,
  weekWindowsFrom,
  type WeekRules,
} from './weekRules.ts';
