import { ConflictError, RateLimitError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { MIN_PASSWORD_LENGTH } from '../../shared/rules.ts';
import { customerQueryOf, customerSessionPayload, LanguageEnum, signInCustomerForThisRequest } from './auth.schema.ts';
import { registerCustomer } from './registration.service.ts';

const CustomerRegisterInput = builder.inputType('CustomerRegisterInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true, description: `At least ${MIN_PASSWORD_LENGTH} characters.` }),
    name: t.string(),
    username: t.string(),
    invitationCode: t.string({ required: true, description: 'One use of the code is counted.' }),
    neighborhood: t.string({ description: 'The neighbourhood name chosen in the eligibility check.' }),
    preferredLanguage: t.field({
      type: LanguageEnum,
      description: 'The language of the page signed up on; default en.',
    }),
  }),
});

const CustomerRegisterPayload = customerSessionPayload('CustomerRegisterPayload');

builder.mutationField('customerRegister', (t) =>
  t.field({
    type: CustomerRegisterPayload,
    description: 'Creates a customer account with an invitation code and signs it in (sets the session cookie).',
    args: { input: t.arg({ type: CustomerRegisterInput, required: true }) },
    errors: { types: [ValidationError, ConflictError, RateLimitError] },
    resolve: async (_root, { input }, ctx, info) => {
      const result = await registerCustomer(ctx.app, input, ctx.meta, customerQueryOf(ctx, info));
      signInCustomerForThisRequest(ctx, result.customer.id, result.token);
      return result;
    },
  }),
);
