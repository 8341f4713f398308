import { RateLimitError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { checkEligibility, type EligibilityResult } from './eligibility.service.ts';

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
  }),
});

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
