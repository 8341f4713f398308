import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import analyticsPanelQuery from '../../__generated__/AnalyticsPanelQuery$parameters.ts';
import invitationCodesPanelQuery from '../../__generated__/InvitationCodesPanelQuery$parameters.ts';
import landingPanelQuery from '../../__generated__/LandingPanelQuery$parameters.ts';
import mealsPanelQuery from '../../__generated__/MealsPanelQuery$parameters.ts';
import neighborhoodsPanelQuery from '../../__generated__/NeighborhoodsPanelQuery$parameters.ts';
import ordersPanelQuery from '../../__generated__/OrdersPanelQuery$parameters.ts';
import pricingTabQuery from '../../__generated__/PricingTabQuery$parameters.ts';
import usersPanelQuery from '../../__generated__/UsersPanelQuery$parameters.ts';
import waitlistPanelQuery from '../../__generated__/WaitlistPanelQuery$parameters.ts';
import webhooksPanelQuery from '../../__generated__/WebhooksPanelQuery$parameters.ts';
import weeklyMenusPanelQuery from '../../__generated__/WeeklyMenusPanelQuery$parameters.ts';

/**
 * The admin dashboard's tabs, in grid order (admin specification §2: eight tabs, weekly-menus
 * the default, plus hidden contents reachable only by `?tab=`). The dashboard renders this
 * list and nothing else decides which tabs exist.
 *
 * Contract for a tab's panel:
 * - a module imported lazily here (one line per tab), so each panel is its own chunk inside
 *   the admin area;
 * - with `preloaded(query, load)`, its default export takes `queryRef`: the dashboard starts
 *   the panel's `@preloadable` query when the tab is chosen, while the code downloads, and the
 *   panel's parts read fragments of it (Webhooks too: a plain admin's query is refused by the
 *   server and the panel, seeing the session, never reads it). Only Admins and Partners have
 *   none: they start their query themselves once the session says so (a plain admin asks the
 *   server nothing). Either may suspend: the dashboard wraps it in Suspense (a spinner) and an
 *   error boundary;
 * - the signed-in admin (id, username, role) comes from `useAdminSession()` (AdminSession.tsx);
 * - its heading is an h2 (the dashboard's "Admin Dashboard" is the h1), and it fits a 390 px
 *   screen (tables scroll inside their card, never the page).
 */
export interface DashboardTab {
  /** The tab's value, as in the specification, and its `?tab=` in the URL. */
  value: string;
  /** What the tab says in the grid: a catalogue message, shown through `i18n._`. */
  label: string;
  panel: LazyExoticComponent<ComponentType> | PreloadedPanel;
  /** Content without a tab in the grid (the specification's hidden tab contents). */
  hidden?: boolean;
  /** What the spinner says while the panel loads, when it says more than "Loading…" (a catalogue message). */
  loading?: string;
}

/** A panel whose query starts with the tab, before its code has downloaded. */
export interface PreloadedPanel<Q extends OperationType = OperationType> {
  query: PreloadableConcreteRequest<Q>;
  component: LazyExoticComponent<ComponentType<{ queryRef: PreloadedQuery<Q> }>>;
}

function preloaded<Q extends OperationType>(
  query: PreloadableConcreteRequest<Q>,
  load: () => Promise<{ default: ComponentType<{ queryRef: PreloadedQuery<Q> }> }>,
): PreloadedPanel {
  return { query, component: lazy(load) } as unknown as PreloadedPanel;
}

export const isPreloaded = (panel: DashboardTab['panel']): panel is PreloadedPanel => 'query' in panel;

export const dashboardTabs: readonly DashboardTab[] = [
  {
    value: 'weekly-menus',
    label: /*i18n*/ 'Weekly Menus',
    panel: preloaded(weeklyMenusPanelQuery, () => import('./WeeklyMenus/WeeklyMenusPanel.tsx')),
  },
  {
    value: 'meals',
    label: /*i18n*/ 'Meals',
    panel: preloaded(mealsPanelQuery, () => import('./Meals/MealsPanel.tsx')),
    loading: /*i18n*/ 'Loading meals…',
  },
  {
    value: 'pricing',
    label: /*i18n*/ 'Pricing',
    panel: preloaded(pricingTabQuery, () => import('./Pricing/PricingTab.tsx')),
    loading: /*i18n*/ 'Loading prices…',
  },
  {
    value: 'users',
    label: /*i18n*/ 'Users',
    panel: preloaded(usersPanelQuery, () => import('./Users/UsersPanel.tsx')),
  },
  { value: 'admins', label: /*i18n*/ 'Admins', panel: lazy(() => import('./Admins/AdminsPanel.tsx')) },
  {
    value: 'orders',
    label: /*i18n*/ 'Orders',
    panel: preloaded(ordersPanelQuery, () => import('./Orders/OrdersPanel.tsx')),
  },
  {
    value: 'neighborhoods',
    label: /*i18n*/ 'Neighborhoods',
    panel: preloaded(neighborhoodsPanelQuery, () => import('./Reference/NeighborhoodsPanel.tsx')),
  },
  {
    value: 'landing-page',
    label: /*i18n*/ 'Landing Page',
    panel: preloaded(landingPanelQuery, () => import('./Landing/LandingPanel.tsx')),
  },
  // Super admins only: like Admins, the panel starts its query once the session allows it.
  { value: 'partners', label: /*i18n*/ 'Partners', panel: lazy(() => import('./Partners/PartnersPanel.tsx')) },
  {
    value: 'webhooks',
    label: /*i18n*/ 'Webhooks',
    panel: preloaded(webhooksPanelQuery, () => import('./Webhooks/WebhooksPanel.tsx')),
  },
  {
    value: 'invitation-codes',
    label: /*i18n*/ 'Invitation Codes',
    panel: preloaded(invitationCodesPanelQuery, () => import('./Pricing/InvitationCodesPanel.tsx')),
    hidden: true,
  },
  {
    value: 'waitlist',
    label: /*i18n*/ 'Waitlist',
    panel: preloaded(waitlistPanelQuery, () => import('./Users/WaitlistPanel.tsx')),
    hidden: true,
  },
  {
    value: 'analytics',
    label: /*i18n*/ 'Analytics',
    panel: preloaded(analyticsPanelQuery, () => import('./AnalyticsPanel.tsx')),
    hidden: true,
  },
];

export const DEFAULT_DASHBOARD_TAB = 'weekly-menus';

/** The tab a `?tab=` value names, or the default one. */
export function dashboardTabFor(value: string | null): DashboardTab {
  return (
    dashboardTabs.find((tab) => tab.value === value) ??
    dashboardTabs.find((tab) => tab.value === DEFAULT_DASHBOARD_TAB)!
  );
}
