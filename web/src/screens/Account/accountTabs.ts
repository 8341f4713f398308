import type { PreloadableConcreteRequest } from 'relay-runtime';
import orderHistoryTabQuery from '../../__generated__/OrderHistoryTabQuery$parameters.ts';
import profileTabQuery from '../../__generated__/ProfileTabQuery$parameters.ts';
import subscriptionTabQuery from '../../__generated__/SubscriptionTabQuery$parameters.ts';
import upcomingMealsTabQuery from '../../__generated__/UpcomingMealsTabQuery$parameters.ts';

/**
 * The account's tabs in order, each with the query its panel reads (the `$parameters` artifact:
 * a few bytes, so the route in the entry bundle can start it before the panel's code arrives).
 * Labels are catalogue messages, shown with `i18n._(label)`.
 */
export const ACCOUNT_TABS = [
  { value: 'upcoming', label: /*i18n*/ 'Upcoming Meals', query: upcomingMealsTabQuery },
  { value: 'history', label: /*i18n*/ 'Order History', query: orderHistoryTabQuery },
  { value: 'subscription', label: /*i18n*/ 'Subscription', query: subscriptionTabQuery },
  { value: 'profile', label: /*i18n*/ 'Profile', query: profileTabQuery },
] as const satisfies readonly { value: string; label: string; query: PreloadableConcreteRequest<never> }[];

export type AccountTabValue = (typeof ACCOUNT_TABS)[number]['value'];

/** The tab `?tab=` names, or Upcoming Meals. */
export function accountTabFor(requested: string | null): AccountTabValue {
  return ACCOUNT_TABS.find((tab) => tab.value === requested)?.value ?? 'upcoming';
}
