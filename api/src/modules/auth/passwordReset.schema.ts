import { RateLimitError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { MIN_PASSWORD_LENGTH } from '../../shared/rules.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.service.ts';

const CustomerPasswordResetRequestInput = builder.inputType('CustomerPasswordResetRequestInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const CustomerPasswordResetInput = builder.inputType('CustomerPasswordResetInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The `token` query parameter of the e-mailed link.' }),
    newPassword: t.string({ required: true, description: `At least ${MIN_PASSWORD_LENGTH} characters.` }),
  }),
});

const messagePayload = (name: string, description: string) =>
  builder.objectRef<{ message: string }>(name).implement({
    description,
    fields: (t) => ({ message: t.exposeString('message') }),
  });

const CustomerPasswordResetRequestPayload = messagePayload(
  'CustomerPasswordResetRequestPayload',
  'Always the same generic text, whether or not the e-mail is registered.',
);
const CustomerPasswordResetPayload = messagePayload('CustomerPasswordResetPayload', 'The password was changed.');

builder.mutationFields((t) => ({
  customerPasswordResetRequest: t.field({
    type: CustomerPasswordResetRequestPayload,
    description: 'Mails a single-use reset link (valid 1 hour) when the e-mail belongs to a customer.',
    args: { input: t.arg({ type: CustomerPasswordResetRequestInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: (_root, { input }, { app, meta }) => requestPasswordReset(app, input, meta),
  }),
  customerPasswordReset: t.field({
    type: CustomerPasswordResetPayload,
    description: "Sets a new password with a reset link's token and signs the customer out of other sessions.",
    args: { input: t.arg({ type: CustomerPasswordResetInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, { app, viewer }) => resetPassword(app, input, viewer.customerToken),
  }),
}));
