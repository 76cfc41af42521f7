import { readFileSync } from 'node:fs';

import {
  contactBody,
  postApplication,
  postJson,
  startLeadSite,
  type LeadSite,
} from './setup/leads';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

type Line = {
  time: string;
  level: string;
  message: string;
  requestId?: string;
  route?: string;
  status?: number;
};

/** What a visitor typed, and where from: none of it may appear in any line of the log. */
const visitor = {
  name: 'Ottilie Quendelmann',
  email: 'ottilie.quendelmann@example.ch',
  company: 'Quendelmann Feinmechanik AG',
  phone: '+41 44 987 65 43',
  message: 'Unsere Werkstattplanung läuft über Zettel, das möchten wir ändern.',
  address: '203.0.113.77',
};

test.describe('the server log', () => {
  let site: LeadSite;
  const lines = () =>
    readFileSync(site.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    site = await startLeadSite({ name: 'logs', env: { TRUST_PROXY_HOPS: '1' } });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('is one JSON object per line, each request with its id and route, no personal data', async () => {
    const from = { 'x-forwarded-for': visitor.address };
    const { address, ...fields } = visitor;
    expect((await postJson(site.baseURL, '/api/contact/', contactBody(fields), from)).status).toBe(
      201,
    );
    const application = { name: visitor.name, email: visitor.email, message: visitor.message };
    expect(await postApplication(site, application)).toBe(201);
    const notFound = await fetch(`${site.baseURL}/no-such-page/`, {
      headers: { ...from, 'x-request-id': 'trace-4711' },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toBe('trace-4711');
    // Each request's line is written once its answer is out.
    await expect
      .poll(() => lines().filter((line) => line.route === '/api/contact/').length)
      .toBeGreaterThan(0);

    const text = readFileSync(site.logFile, 'utf8');
    for (const value of [...Object.values(fields), address]) expect(text).not.toContain(value);
    // Every line, from the first, is JSON with time, level and message.
    for (const line of text.split('\n').filter(Boolean)) {
      expect(JSON.parse(line)).toMatchObject({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: expect.stringMatching(/^(debug|info|warn|error|fatal)$/),
        message: expect.any(String),
      });
    }
    const contact = lines().find((line) => line.route === '/api/contact/');
    expect(contact).toMatchObject({ message: 'request', status: 201 });
    // A line logged while the request was handled carries its id, as its request line does,
    // written once the answer is out.
    const traced = () => lines().filter((line) => line.requestId === 'trace-4711');
    await expect
      .poll(() => traced().map((line) => line.message))
      .toEqual(['Page not found: /no-such-page/', 'request']);
    const tracedLines = traced();
    expect(tracedLines[0]?.route).toBe('other');
  });
});
