// The subscriptions module's public face: the lifecycle (start, cancel, resume,
// defaults, the saved card charged) and the engine that keeps weekly orders,
// locks them at the deadline and charges them. Importing it registers the
// module's GraphQL types.

export { subscriptionJobs, ENGINE_JOB, WEEK_DEADLINE_JOB } from './engine.jobs.ts';
export {
  ensureSubscriptionOrders,
  processWeekDeadline,
  sendDeadlineReminders,
  weeksPastDeadline,
  ChargesDeferredError,
  type DeadlineOptions,
  type DeadlineResult,
} from './engine.service.ts';
export {
  adoptDeliveryAsDefaults,
  cancelSubscription,
  pauseSubscription,
  pauseMessages,
  findSubscription,
  listPaymentMethods,
  resumeSubscription,
  startCardUpdate,
  startSubscription,
  subscriptionStatus,
  updateSubscriptionDefaults,
  subscriptionMessages,
} from './subscriptions.service.ts';
