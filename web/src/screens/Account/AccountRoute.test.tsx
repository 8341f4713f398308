import { act, screen } from '@testing-library/react';
import { Network, Observable, type GraphQLResponse, type RequestParameters } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountRoute } from './AccountRoute.tsx';

const SIGNED_IN = {
  data: {
    me: { id: 'Customer:1', email: 'a@b.eg', name: 'A', hasUsedTrialBox: true, isSubscriber: false, userType: 'trial' },
  },
};

/** An environment whose network records each request's name; the session query is answered when asked. */
function recordingEnvironment() {
  const sent: string[] = [];
  let answerSession: (() => void) | null = null;
  const network = Network.create((params: RequestParameters) => {
    sent.push(params.name);
    return Observable.create<GraphQLResponse>((sink) => {
      if (params.name !== 'useAuthStateQuery') return;
      answerSession = () => {
        sink.next(SIGNED_IN);
        sink.complete();
      };
    });
  });
  const environment = createMockEnvironment({ network });
  return { environment, sent, answerSession: () => act(() => answerSession?.()) };
}

describe('the account route', () => {
  it.each([
    ['/account', 'UpcomingMealsTabQuery'],
    ['/account?tab=history', 'OrderHistoryTabQuery'],
    ['/account?tab=subscription', 'SubscriptionTabQuery'],
    ['/account?tab=profile', 'ProfileTabQuery'],
    ['/account?tab=nonsense', 'UpcomingMealsTabQuery'],
  ])('%s asks for its tab’s data beside the session check, before the screen’s code', (path, query) => {
    const { environment, sent } = recordingEnvironment();
    renderWithProviders(<AccountRoute />, { path, environment });
    expect(sent.sort()).toEqual([query, 'useAuthStateQuery'].sort());
  });

  it('shows the tabs once the session is an established customer’s, with one request for the tab’s data', async () => {
    const { environment, sent, answerSession } = recordingEnvironment();
    renderWithProviders(<AccountRoute />, { path: '/account?tab=history', environment });
    answerSession();
    expect(await screen.findByRole('tab', { name: 'Order History' })).toBeTruthy();
    // The panel reads the request the route started rather than sending its own.
    expect(sent.filter((name) => name === 'OrderHistoryTabQuery')).toHaveLength(1);
  });

  it('names the four tabs in Arabic on /ar', async () => {
    const { environment, answerSession } = recordingEnvironment();
    renderWithProviders(<AccountRoute />, { path: '/account', environment, locale: 'ar' });
    answerSession();
    expect(await screen.findByRole('heading', { name: 'حسابي' })).toBeTruthy();
    for (const name of ['الوجبات القادمة', 'سجل الطلبات', 'اشتراك', 'الملف الشخصي']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    expect(screen.getByRole('tablist', { name: 'أقسام الحساب' })).toBeTruthy();
  });
});
