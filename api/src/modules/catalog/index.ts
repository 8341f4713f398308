// The catalog module's public face: meals, weeks and their menus, and the week rules. Other
// modules, the HTTP and GraphQL layers, the seed and the tests import from here only.
//

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
export { ensureWeeks } from './weeks.service.ts';
export { loadWeekRules } from '../../lib/weekRules/index.ts';
export { ensureWeeksJob } from './weeks.job.ts';
export {
  cairoDateOf,
  defaultWeekRules,
  isBeforeDeadline,
  isWeekLive,
  weekWindowsFrom,
  type WeekRules,
} from '../../lib/weekRules/index.ts';
export { allergenListInput, dietListInput } from './foodFacts.ts';
