import { RateLimitError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { checkEligibility, requestInvitation, type EligibilityResult } from './eligibility.service.ts';

const EligibilityCheckInput = builder.inputType('EligibilityCheckInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    neighborhood: t.string({ required: true, description: 'The neighbourhood name, as listed by `neighborhoods`.' }),
    invitationCode: t.string({ required: true }),
  }),
});

const EligibilityCheckPayload = builder.objectRef<EligibilityResult>('EligibilityCheckPayload').implement({
  description:
    'success: go on to the meal plans. redirectToLogin: the e-mail is registered. Otherwise rejected (and waitlisted); show the message.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    redirectToLogin: t.exposeBoolean('redirectToLogin'),
    message: t.exposeString('message'),
    field: t.string({
      nullable: true,
      description: 'The form field the message is about: `invitationCode` (a code to correct) or `email`.',
      resolve: (result) => result.field ?? null,
    }),
  }),
});

const InvitationRequestInput = builder.inputType('InvitationRequestInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    neighborhood: t.string({ required: true, description: 'The neighbourhood name, as listed by `neighborhoods`.' }),
  }),
});

builder.mutationField('invitationRequest', (t) =>
  t.field({
    type: EligibilityCheckPayload,
    description:
      '"I don\'t have a code": adds the visitor to the waitlist (invitation requested, or area not serviced). success: the request is noted; redirectToLogin: the e-mail is registered.',
    args: { input: t.arg({ type: InvitationRequestInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: (_root, { input }, { app, meta }) => requestInvitation(app, input, meta),
  }),
);

builder.mutationField('eligibilityCheck', (t) =>
  t.field({
    type: EligibilityCheckPayload,
    description: 'Pre-onboarding check of e-mail, neighbourhood and invitation code. Does not use up the code.',
    args: { input: t.arg({ type: EligibilityCheckInput, required: true }) },
    errors: { types: [ValidationError, RateLimitError] },
    resolve: async (_root, { input }, { app, meta, cookies }) => {
      const { invitationPass, ...answer } = await checkEligibility(app, input, meta);
      if (invitationPass) cookies.setInvitation(invitationPass);
      return answer;
    },
  }),
);
