import { builder } from '../../graphql/builder.ts';
import { MoneyRef } from '../../graphql/money.ts';
import {
  analytics,
  overview,
  type Analytics,
  type Overview,
  type TopMeal,
  type WeekFigures,
} from './analytics.service.ts';

const WeekFiguresRef = builder.objectRef<WeekFigures>('AnalyticsWeek').implement({
  description: "One week's figures; each field says how it is counted.",
  fields: (t) => ({
    weekDatabaseId: t.exposeInt('weekId'),
    label: t.exposeString('label'),
    startDate: t.expose('startDate', { type: 'Date' }),
    upcoming: t.exposeBoolean('upcoming', { description: 'A live week: its deadline is still ahead.' }),
    orders: t.exposeInt('orders', { description: 'Orders that will be (or were) delivered: Meal Prep’s rule.' }),
    meals: t.exposeInt('meals', { description: 'The meals of those orders.' }),
    revenue: t.field({
      type: MoneyRef,
      description: 'The totals of the week’s orders whose payment is confirmed.',
      resolve: (week) => week.revenue,
    }),
    activeSubscribers: t.exposeInt('activeSubscribers', {
      description: 'Subscriptions active at the end of the week.',
    }),
    newSubscriptions: t.exposeInt('newSubscriptions', { description: 'Started during the week (Cairo time).' }),
    cancelledSubscriptions: t.exposeInt('cancelledSubscriptions', { description: 'Cancelled during the week.' }),
    subscriptionOrders: t.exposeInt('subscriptionOrders', {
      description: 'Orders of subscriptions for the week, not cancelled (skipped ones included).',
    }),
    skippedOrders: t.exposeInt('skippedOrders', { description: 'Of those, the ones the customer skipped.' }),
    skipRate: t.exposeFloat('skipRate', {
      nullable: true,
      description: 'Skipped subscription orders ÷ subscription orders (not cancelled); null without any.',
    }),
    trials: t.exposeInt('trials', { description: 'Paid trial boxes of the week.' }),
    convertedTrials: t.exposeInt('convertedTrials', {
      description: 'Of those, customers who subscribed after ordering the trial.',
    }),
    trialConversion: t.exposeFloat('trialConversion', {
      nullable: true,
      description: 'Converted trials ÷ trials; null without any.',
    }),
  }),
});

const TopMealRef = builder.objectRef<TopMeal>('AnalyticsTopMeal').implement({
  fields: (t) => ({
    mealDatabaseId: t.exposeInt('mealId'),
    title: t.exposeString('title'),
    portions: t.exposeInt('portions'),
  }),
});

const AnalyticsRef = builder.objectRef<Analytics>('Analytics').implement({
  description: 'The last 12 weeks (deadline passed) and the live ones, oldest first, and the top 10 meals.',
  fields: (t) => ({
    weeks: t.field({ type: [WeekFiguresRef], resolve: (a) => a.weeks }),
    topMeals: t.field({ type: [TopMealRef], resolve: (a) => a.topMeals }),
  }),
});

const OverviewWeekRef = builder.objectRef<{ id: number; label: string }>('OverviewWeek').implement({
  fields: (t) => ({ databaseId: t.exposeInt('id'), label: t.exposeString('label') }),
});

const OverviewRef = builder.objectRef<Overview>('AdminOverview').implement({
  description: 'What an operator looks at first.',
  fields: (t) => ({
    week: t.field({
      type: OverviewWeekRef,
      nullable: true,
      description: 'The next week to be delivered.',
      resolve: (o) => o.week,
    }),
    orders: t.exposeInt('orders'),
    meals: t.exposeInt('meals'),
    revenue: t.field({ type: MoneyRef, description: 'That week’s confirmed payments.', resolve: (o) => o.revenue }),
    activeSubscribers: t.exposeInt('activeSubscribers'),
    instapayWaiting: t.exposeInt('instapayWaiting', { description: 'InstaPay proofs waiting for an admin.' }),
    nextDeadline: t.expose('nextDeadline', { type: 'DateTime', nullable: true }),
    nextDeadlineWeekLabel: t.exposeString('nextDeadlineWeekLabel', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  adminAnalytics: t.field({
    type: AnalyticsRef,
    authScopes: { admin: true },
    description: 'Week-by-week figures and the top meals (admins only).',
    resolve: (_root, _args, { app }) => analytics(app),
  }),
  adminOverview: t.field({
    type: OverviewRef,
    authScopes: { admin: true },
    description: "The dashboard's overview (admins only).",
    resolve: (_root, _args, { app }) => overview(app),
  }),
}));
