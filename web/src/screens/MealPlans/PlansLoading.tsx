import { useLingui } from '@lingui/react';
import { PageSpinner } from '../../components/PageSpinner.tsx';

export function PlansLoading() {
  const { i18n } = useLingui();
  return <PageSpinner label={i18n._('Loading meal plans...')} />;
}
