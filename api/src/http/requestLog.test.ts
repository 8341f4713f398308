import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogLines } from '../../test/logLines.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

describe('request log at the default level (info)', () => {
  let server: TestServer;
  const logs = new LogLines();
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info' }, { logDestination: logs });
  });
  afterAll(() => server.close());

  it('writes one line per request, when it completes, with the request, its status and its time', async () => {
    const answer = await server.rest('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong one' });
    expect(answer.status).toBe(401);
    const lines = logs.about('/api/auth/login');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: '/api/auth/login' },
      res: { statusCode: 401 },
      reqId: answer.headers.get('x-request-id'),
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    expect(logs.lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('leaves answers sent from the store of public answers (200 and 304) to the debug level', async () => {
    const path = '/api/landing/faqs?logged=1';
    const built = await fetch(`${server.url}${path}`);
    expect(built.status).toBe(200);
    const etag = built.headers.get('etag')!;
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect((await fetch(`${server.url}${path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // Only the request that built the answer (a database read) is logged.
    expect(logs.about(path)).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } })]);
  });
});
