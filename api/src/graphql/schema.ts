// Imports only: each module's public face registers its own types on the builder.
import { builder } from './builder.ts';
import './errors.ts';
import './nodes.ts';
import './money.ts';
import './upload.ts';
import '../modules/account/index.ts';
import '../modules/admin/index.ts';
import '../modules/analytics/index.ts';
import '../modules/auth/index.ts';
import '../modules/catalog/index.ts';
import '../modules/content/index.ts';
import '../modules/fulfilment/index.ts';
import '../modules/kitchen/index.ts';
import '../modules/onboarding/index.ts';
import '../modules/ordering/index.ts';
import '../modules/payments/index.ts';
import '../modules/pricing/index.ts';
import '../modules/subscriptions/index.ts';
import '../modules/uploads/index.ts';

export const schema = builder.toSchema({ sortSchema: true });
