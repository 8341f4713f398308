import { PageSpinner } from '../../components/PageSpinner.tsx';

export function PlansLoading() {
  return <PageSpinner label="Loading meal plans..." />;
}
