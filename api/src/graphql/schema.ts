// Imports only: each module registers its own types on the builder.
import { builder } from './builder.ts';
import './errors.ts';
import './money.ts';
import '../modules/auth/auth.schema.ts';
import '../modules/catalog/catalog.schema.ts';
import '../modules/pricing/pricing.schema.ts';
import '../modules/content/landing.schema.ts';
import '../modules/ordering/ordering.schema.ts';
import '../modules/onboarding/onboarding.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
