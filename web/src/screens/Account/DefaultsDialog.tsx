import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { DefaultsDialogMutation } from '../../__generated__/DefaultsDialogMutation.graphql.ts';
import type { SubscriptionTabQuery$data } from '../../__generated__/SubscriptionTabQuery.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { notifyFailure } from './subscriptionFeedback.ts';

const defaultsMutation = graphql`
  mutation DefaultsDialogMutation($input: SubscriptionDefaultsUpdateInput!) {
    subscriptionDefaultsUpdate(input: $input) {
      __typename
      ... on SubscriptionDefaultsUpdatePayload {
        subscription {
          id
          mealCount
          portionSize
          deliverySlot
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type SubscriptionRow = NonNullable<NonNullable<SubscriptionTabQuery$data['me']>['subscription']>;
export type Defaults = Pick<SubscriptionRow, 'mealCount' | 'portionSize' | 'deliverySlot'>;

/** The dialog's portion choices: the plan's own size always shows truthfully (a mixed plan is Mixed). */
const PORTION_OPTIONS = {
  standard: /*i18n*/ 'Standard',
  large: /*i18n*/ 'Large',
  mixed: /*i18n*/ 'Mixed (chosen per meal)',
};

/** Only what the customer changed: a field left as it was is not sent, so the server keeps it. */
function changedDefaults(initial: Defaults, values: Defaults): Partial<Defaults> {
  return {
    ...(values.mealCount !== initial.mealCount ? { mealCount: values.mealCount } : {}),
    ...(values.portionSize !== initial.portionSize ? { portionSize: values.portionSize } : {}),
    ...(values.deliverySlot !== initial.deliverySlot ? { deliverySlot: values.deliverySlot } : {}),
  };
}

/** The defaults each new week starts from: meals per week, portion size and delivery slot. */
export function DefaultsDialog({ initial, onClose }: { initial: Defaults; onClose: () => void }) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const [values, setValues] = useState<Defaults>(initial);
  const [commit, saving] = useMutation<DefaultsDialogMutation>(defaultsMutation);
  const save = () => {
    const input = changedDefaults(initial, values);
    // Nothing changed: nothing to save.
    if (Object.keys(input).length === 0) return onClose();
    commit({
      variables: { input },
      onCompleted: ({ subscriptionDefaultsUpdate: result }) => {
        if (result.__typename !== 'SubscriptionDefaultsUpdatePayload') return notifyFailure(i18n);
        notify({
          title: i18n._('Defaults updated'),
          description: i18n._('New weeks will use these settings.'),
          type: 'success',
        });
        onClose();
      },
      onError: () => notifyFailure(i18n),
    });
  };
  return (
    <AccountDialog
      open
      onClose={onClose}
      title={i18n._('Edit delivery defaults')}
      confirmLabel={i18n._('Save defaults')}
      onConfirm={save}
      busy={saving}
      busyLabel={i18n._('Saving…')}
      closeButton
    >
      <Stack gap="4">
        <SelectField
          label={i18n._('Meals per week')}
          value={String(values.mealCount)}
          options={labels.mealCountOptions()}
          onChange={(value) => setValues((v) => ({ ...v, mealCount: Number(value) }))}
        />
        <SelectField
          label={i18n._('Portion size')}
          value={values.portionSize}
          options={labels.optionsOf(PORTION_OPTIONS)}
          onChange={(value) => setValues((v) => ({ ...v, portionSize: value as Defaults['portionSize'] }))}
        />
        <SelectField
          label={i18n._('Delivery slot')}
          value={values.deliverySlot}
          options={labels.optionsOf(SLOT_HOURS_LABELS)}
          onChange={(value) => setValues((v) => ({ ...v, deliverySlot: value as Defaults['deliverySlot'] }))}
        />
      </Stack>
    </AccountDialog>
  );
}
