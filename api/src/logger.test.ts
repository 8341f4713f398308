import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createCustomer } from '../test/factories.ts';
import { LogLines } from '../test/logLines.ts';
import { waitForMails } from '../test/mail.ts';
import { mailDir } from './lib/mailer.ts';
import { redactUrl } from './logger.ts';

describe('logs never hold a secret', () => {
  let server: TestServer;
  const logs = new LogLines();
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logDestination: logs });
  });
  afterAll(() => server.close());

  it('says a reset mail was written and where, never its link or token, even when the link is opened', async () => {
    const { email } = await createCustomer(server.app);
    expect((await server.rest('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    const [mail] = await waitForMails(server.app, email);
    const link = mail!.links.find((candidate) => candidate.includes('/reset-password?token='))!;
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^mbr_/);

    // The customer opens the link: the web app's page is requested with the token in its URL.
    await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    await server.rest('POST', '/api/auth/reset-password', { token, newPassword: 'a new password' });

    expect(logs.text).toContain('mail written to file');
    expect(logs.text).toContain(mailDir(server.app.config));
    expect(logs.text).toContain('/reset-password?token=[redacted]');
    expect(logs.text).not.toContain(token);
    expect(logs.text).not.toContain(email);
  });

  it('redacts secret query parameters and keeps the rest of a URL', () => {
    expect(redactUrl('/reset-password?token=mbr_abc&next=/account')).toBe(
      '/reset-password?token=[redacted]&next=/account',
    );
    expect(redactUrl('/api/payments/callback?id=7&hmac=deadbeef')).toBe('/api/payments/callback?id=7&hmac=[redacted]');
    expect(redactUrl('/menu/12?mealCount=4')).toBe('/menu/12?mealCount=4');
  });
});
