/**
 * The partner integration's vocabulary: what a partner API key may be allowed (scopes), the
 * events a partner's webhook endpoint can receive, and their limits. One copy: the server
 * enforces it, the back office's Partners panel offers it, and `/developers` documents it.
 * (The shared rules: see ../rules.ts.)
 */

/**
 * What a key may reach. `graphql` is the value's name in GraphQL's `PartnerScope` enum; the
 * descriptions are catalogue messages (the back office's Partners panel shows them translated).
 */
export const PARTNER_SCOPES = [
  {
    value: 'catalog:read',
    graphql: 'catalog_read',
    description: /*i18n*/ 'Read meals, categories, weekly menus and prices.',
  },
  {
    value: 'orders:read',
    graphql: 'orders_read',
    description: /*i18n*/ "Read a week's orders: meals, portions, slot, payment status and the customer's contact.",
  },
  {
    value: 'deliveries:read',
    graphql: 'deliveries_read',
    description: /*i18n*/ "Read a week's delivery sheet: who gets a box, where, in which slot, and what is in it.",
  },
  {
    value: 'deliveries:write',
    graphql: 'deliveries_write',
    description: /*i18n*/ 'Mark orders delivered or not delivered (the customer is told).',
  },
] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number]['value'];
export const PARTNER_SCOPE_VALUES: readonly PartnerScope[] = PARTNER_SCOPES.map((scope) => scope.value);

/** Requests a key may make per minute (across every replica): the default and the bounds an admin may set. */
export const PARTNER_RATE_LIMIT = { default: 60, min: 1, max: 6000 } as const;

/** How long a webhook delivery is retried (exponential backoff) before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;

/**
 * The events a webhook endpoint can subscribe to, with the scope its key needs and an example
 * body. Bodies follow the Standard Webhooks shape `{ type, timestamp, data }`; ids are the
 * GraphQL global IDs (`node(id:)` reads them back); money is in piasters (EGP 1 = 100).
 */
export const PARTNER_EVENTS = [
  {
    type: 'order.confirmed',
    scope: 'orders:read',
    description: "An order's payment is confirmed (card charge, InstaPay verified, or covered by credit).",
    example: {
      type: 'order.confirmed',
      timestamp: '2026-12-02T10:15:00.000Z',
      data: {
        orderId: 'T3JkZXI6NDI=',
        weekId: 'V2VlazoxMg==',
        deliveryDate: '2026-12-04',
        slot: 'morning',
        mealCount: 5,
        portion: 'standard',
        totalPiasters: 125000,
        paymentMethod: 'card',
      },
    },
  },
  {
    type: 'order.delivered',
    scope: 'deliveries:read',
    description: 'An order is marked delivered (by an admin or a partner key with deliveries:write).',
    example: {
      type: 'order.delivered',
      timestamp: '2026-12-04T09:40:00.000Z',
      data: {
        orderId: 'T3JkZXI6NDI=',
        weekId: 'V2VlazoxMg==',
        deliveryDate: '2026-12-04',
        slot: 'morning',
        deliveredAt: '2026-12-04T09:40:00.000Z',
      },
    },
  },
  {
    type: 'menu.published',
    scope: 'catalog:read',
    description: "A week's menu is published and customers can choose their meals.",
    example: {
      type: 'menu.published',
      timestamp: '2026-11-27T08:00:00.000Z',
      data: {
        weekId: 'V2VlazoxMg==',
        startDate: '2026-12-04',
        endDate: '2026-12-10',
        orderDeadline: '2026-12-01T21:59:59.000Z',
        mealIds: ['TWVhbDox', 'TWVhbDoy'],
      },
    },
  },
  {
    type: 'subscription.cancelled',
    scope: 'orders:read',
    description: 'A subscriber cancels: no more weekly orders from the next open week.',
    example: {
      type: 'subscription.cancelled',
      timestamp: '2026-12-01T18:05:00.000Z',
      data: {
        subscriptionId: 'U3Vic2NyaXB0aW9uOjc=',
        customerId: 'Q3VzdG9tZXI6MTk=',
        cancelledAt: '2026-12-01T18:05:00.000Z',
      },
    },
  },
] as const;
export type PartnerEventType = (typeof PARTNER_EVENTS)[number]['type'];
export const PARTNER_EVENT_TYPES: readonly PartnerEventType[] = PARTNER_EVENTS.map((event) => event.type);
