import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { answerByName, type Answer } from '../../../../test/operations.ts';
import { answerQuery, preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { AdminSessionContext, type AdminSession } from '../AdminSession.tsx';
import type { WebhooksPanelQuery } from '../../../__generated__/WebhooksPanelQuery.graphql.ts';
import WebhooksPanel, { webhooksPanelQuery } from './WebhooksPanel.tsx';

const superAdmin: AdminSession = { id: 'QWRtaW46MQ==', username: 'admin', name: 'Root', role: 'super_admin' };
const plainAdmin: AdminSession = { id: 'QWRtaW46Mg==', username: 'ops', name: 'Ops', role: 'admin' };

const KEY = { id: 'UGFydG5lckFwaUtleTox', name: 'Bosta couriers', prefix: 'mbp_AbCdEf' };
const ENDPOINT = {
  id: 'V2ViaG9va0VuZHBvaW50OjE=',
  url: 'https://hooks.bosta.example/mealbox',
  events: ['order_delivered', 'order_confirmed'],
  partnerKeyName: KEY.name,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const DELIVERY = {
  id: 'V2ViaG9va0RlbGl2ZXJ5Ojc=',
  type: 'order_delivered',
  status: 'given_up',
  attempts: 14,
  lastStatusCode: 500,
  lastResponseMs: 87,
  createdAt: '2026-11-28T11:30:00.000Z',
  endpoint: { id: ENDPOINT.id, url: ENDPOINT.url, partnerKeyName: KEY.name },
};

const panelData = (deliveries = [DELIVERY]) => ({
  adminWebhookEndpoints: [ENDPOINT],
  adminWebhookKeyOptions: [KEY],
  adminWebhookDeliveries: {
    totalCount: deliveries.length,
    edges: deliveries.map((node) => ({ cursor: node.id, node })),
  },
});

/** The panel as the dashboard renders it: its query started with the tab, then answered. */
async function serve(session: AdminSession, answers: Record<string, Answer> = {}) {
  const { environment, sent, sentExcept } = answerByName(answers);
  renderWithProviders(
    <AdminSessionContext.Provider value={session}>
      <Suspense fallback={<p>Loading</p>}>
        {preloadedPanel<WebhooksPanelQuery>(environment, webhooksPanelQuery, WebhooksPanel)}
      </Suspense>
      <Toaster />
    </AdminSessionContext.Provider>,
    { environment },
  );
  return { environment, sent, others: () => sentExcept('WebhooksPanelQuery') };
}

/** A super admin's panel with its query answered. */
async function serveSuperAdmin(answers: Record<string, Answer> = {}) {
  const served = await serve(superAdmin, answers);
  await answerQuery(served.environment, 'WebhooksPanelQuery', panelData());
  return served;
}

/** Ticks an event's box and waits for the box to say so (Chakra's checkbox answers a moment later). */
async function tick(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('checkbox', { name }));
  await waitFor(() =>
    expect(within(dialog).getByRole('checkbox', { name }).closest('[data-state]')?.getAttribute('data-state')).toBe(
      'checked',
    ),
  );
}

describe('the Webhooks panel', () => {
  it('tells a plain admin a super admin is required, whatever the server answers the started query', async () => {
    const { environment, others } = await serve(plainAdmin);
    expect(await screen.findByRole('heading', { name: 'Super Admin Required' })).toBeTruthy();
    expect(screen.getByText('You need super admin privileges to manage partner webhooks.')).toBeTruthy();
    // The query started with the tab; the server refuses it, and nothing on the panel reads it.
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.reject(environment.mock.getAllOperations()[0]!, new Error('Super Admin Required'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(0));
    expect(screen.getByRole('heading', { name: 'Super Admin Required' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(others()).toEqual([]);
  });

  it('lists the endpoints and the delivery log', async () => {
    await serveSuperAdmin();
    const endpoints = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const endpointRow = within(endpoints).getAllByRole('row')[1]!;
    expect(endpointRow.textContent).toContain(KEY.name);
    expect(endpointRow.textContent).toContain(ENDPOINT.url);
    expect(endpointRow.textContent).toContain('order.delivered');
    const log = screen.getByRole('table', { name: 'Delivery log' });
    // Every cell, the ones a phone hides included.
    const cells = [...within(log).getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent);
    // Time (Cairo), event, endpoint, status, attempts, status code, response time.
    expect(cells.slice(1, 7)).toEqual(['order.delivered', `${KEY.name}${ENDPOINT.url}`, 'Given up', '14', '500', '87']);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Showing 1 of 1 deliveries');
  });

  it('checks the Add endpoint form, sends it, then shows the signing secret', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const { environment, others } = await serveSuperAdmin({
      AddEndpointDialogCreateMutation: {
        webhookEndpointCreate: {
          __typename: 'WebhookEndpointPayload',
          webhookEndpoint: { id: 'V2ViaG9va0VuZHBvaW50OjI=', url: 'https://erp.example/hooks', secret },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Choose a partner key.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the endpoint’s URL.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    expect(others()).toEqual([]);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Partner key/ }), { target: { value: KEY.id } });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: ' https://erp.example/hooks ' } });
    await tick(dialog, 'menu.published');
    await tick(dialog, 'order.confirmed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const done = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect((within(done).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(secret);
    expect(others()[0]).toEqual({
      name: 'AddEndpointDialogCreateMutation',
      variables: {
        input: {
          partnerApiKeyId: KEY.id,
          url: 'https://erp.example/hooks',
          // In the documented order, whatever order they were ticked in.
          events: ['order_confirmed', 'menu_published'],
        },
      },
    });
    // The list is read again (a refetch starts like a preloaded query: answered once pending).
    await answerQuery(environment, 'WebhookEndpointsListRefetchQuery', panelData());
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's reason when it refuses the URL", async () => {
    const message = 'The webhook URL must point to a public address (not private, loopback or link-local).';
    await serveSuperAdmin({
      AddEndpointDialogCreateMutation: {
        webhookEndpointCreate: { __typename: 'ValidationError', __isError: 'ValidationError', message },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Partner key/ }), { target: { value: KEY.id } });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://10.0.0.1/hooks' } });
    await tick(dialog, 'order.delivered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
  });

  it('replays a delivery, then reloads the log', async () => {
    const replayed = {
      ...DELIVERY,
      id: 'V2ViaG9va0RlbGl2ZXJ5Ojg=',
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
    };
    const { environment, others } = await serveSuperAdmin({
      WebhookDeliveryLogReplayMutation: {
        webhookDeliveryReplay: {
          __typename: 'WebhookDeliveryPayload',
          webhookDelivery: { id: replayed.id, status: 'succeeded' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Replay order\.delivered/ }));
    expect(await screen.findByText('Delivery replayed')).toBeTruthy();
    expect(others()[0]).toEqual({
      name: 'WebhookDeliveryLogReplayMutation',
      variables: { input: { id: DELIVERY.id } },
    });
    await answerQuery(environment, 'WebhookDeliveryLogRefetchQuery', panelData([replayed, DELIVERY]));
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('Showing 2 of 2 deliveries'));
  });
});
