// Imports only: each module's public face registers its own types on the builder.
import { builder } from './builder.ts';
import './errors.ts';
import './nodes.ts';
import './money.ts';
import './upload.ts';
import '../modules/account/graphql.ts';
import '../modules/admin/graphql.ts';
import '../modules/analytics/graphql.ts';
import '../modules/auth/graphql.ts';
import '../modules/catalog/graphql.ts';
import '../modules/content/graphql.ts';
import '../modules/fulfilment/graphql.ts';
import '../modules/kitchen/graphql.ts';
import '../modules/onboarding/graphql.ts';
import '../modules/ordering/graphql.ts';
import '../modules/partnerWebhooks/graphql.ts';
import '../modules/partners/graphql.ts';
import '../modules/payments/graphql.ts';
import '../modules/pricing/graphql.ts';
import '../modules/ratings/graphql.ts';
import '../modules/referrals/graphql.ts';
import '../modules/notifications/graphql.ts';
import '../modules/subscriptions/graphql.ts';
import '../modules/uploads/graphql.ts';

export const schema = builder.toSchema({ sortSchema: true });
