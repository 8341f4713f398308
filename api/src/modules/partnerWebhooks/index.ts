// The partner webhooks module's face: the emitting modules (payments, fulfilment, catalog,
// subscriptions) call the publish functions inside their own transactions; this module never
// imports them. The jobs send what was published.

export { publishPartnerEvent, type PartnerEventData } from './deliveries.service.ts';
export {
  publishMenuPublished,
  publishOrderConfirmed,
  publishOrderDelivered,
  publishOrdersConfirmed,
  publishSubscriptionCancelled,
} from './events.service.ts';
export { partnerWebhookJobs } from './webhooks.job.ts';
