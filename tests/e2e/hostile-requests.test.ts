import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

import { beaconHeaders } from './setup/beacon';
import { baseURL, serverLog } from './setup/env';
import { answerToHead, headersOf, rawExchange, requestFrom } from './setup/raw-http';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import { securityHeaders } from '../../src/config/security-headers';
import { localizedPath } from '../../src/routes/paths';

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined> };

/**
 * A request exactly as written: fetch would normalise `/\a` and refuse an absolute-form target.
 */
function rawGet(
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: target, headers, method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function expectSecurityHeaders(headers: Headers | RawAnswer['headers']) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : headers[name.toLowerCase()];
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name === 'Content-Security-Policy') expect(get(name)).toBeTruthy();
    else expect(get(name), name).toBe(value);
  }
}

/** Lines the server logged as errors (Next marks them with ⨯) since `from`. */
function errorLinesSince(from: number): string[] {
  return readFileSync(serverLog(), 'utf8')
    .slice(from)
    .split('\n')
    .filter((line) => line.includes('⨯') || /TypeError|SyntaxError|uncaught/i.test(line));
}

test.describe('server action requests that are not what the forms send', () => {
  let actionId = '';
  let formKey = '';
  let logStart = 0;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    const html = await (await fetch(`${baseURL()}/about/`)).text();
    const meta = /name="\$ACTION_1:0" value="([^"]+)"/.exec(html)?.[1] ?? '';
    actionId = (JSON.parse(meta.replaceAll('&quot;', '"')) as { id: string }).id;
    formKey = /name="\$ACTION_KEY" value="([^"]+)"/.exec(html)?.[1] ?? '';
    logStart = readFileSync(serverLog(), 'utf8').length;
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${baseURL()}${path}`, { method: 'POST', body, headers, redirect: 'manual' });

  const fetchCall = (root: string, fields: Record<string, string> = { _1_email: 'x' }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('0', root);
    return form;
  };

  const formPost = (bound: string, meta = `{"id":"${actionId}","bound":"$@1"}`) => {
    const form = new FormData();
    form.append('$ACTION_REF_1', '');
    form.append('$ACTION_1:0', meta);
    form.append('$ACTION_1:1', bound);
    form.append('$ACTION_KEY', formKey);
    form.append('email', 'not-an-address');
    return form;
  };

  for (const body of ['[1,2]', 'garbage{', '{}', '']) {
    test(`a call with a text body ${JSON.stringify(body)} gets 415 in the page’s language`, async () => {
      for (const [path, texts] of [
        ['/about/', enShared],
        ['/de/uberuns/', deShared],
      ] as const) {
        const response = await post(path, body, {
          'next-action': actionId,
          'content-type': 'text/plain;charset=UTF-8',
        });
        expect(response.status).toBe(415);
        expect(await response.text()).toBe(texts.forms.status.unsupported);
        expectSecurityHeaders(response.headers);
      }
    });
  }

  for (const [root] of [
    ['[1,2]'],
    ['garbage{'],
    ['[{"status":"idle"},"$K1",3]'],
    ['[{"status":"$@0"},"$K1"]'],
    ['["idle","$K1"]'],
    ['[{"status":"idle"},"$Q1"]'],
  ] as const) {
    test(`a multipart call whose arguments are ${root} gets 400`, async () => {
      const response = await post('/de/uberuns/', fetchCall(root), { 'next-action': actionId });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(deShared.forms.status.malformed);
      expectSecurityHeaders(response.headers);
    });
  }

  test('a multipart call with a part outside its form data gets 400', async () => {
    const body = fetchCall('[{"status":"idle"},"$K1"]', { _1_email: 'x', '2': '"$@3"' });
    const response = await post('/about/', body, { 'next-action': actionId });
    expect(response.status).toBe(400);
  });

  for (const [bound, meta] of [
    ['garbage', undefined],
    ['[1,2]', undefined],
    ['[{"status":"idle"},{"status":"idle"}]', undefined],
    ['[{"values":{"email":"$@7"}}]', undefined],
    ['[{"status":"idle"}]', 'garbage'],
    ['[{"status":"idle"}]', '{"id":42,"bound":"$@1"}'],
    ['[{"status":"idle"}]', '{"id":"abc","bound":"$Q1"}'],
  ] as const) {
    test(`a form post without JavaScript with state ${bound} and action ${meta} gets 400`, async () => {
      const response = await post('/about/', formPost(bound, meta));
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(enShared.forms.status.malformed);
      expectSecurityHeaders(response.headers);
    });
  }

  test('a form post from another site gets 403', async () => {
    const response = await post('/about/', formPost('[{"status":"idle"}]'), {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(enShared.forms.status.crossSite);
  });

  test('the forms’ own requests still work, with and without JavaScript', async () => {
    const withoutScript = await post('/about/', formPost('[{"status":"idle"}]'));
    expect(withoutScript.status).toBe(200);
    // The page comes back with the field's error: the action ran.
    expect(await withoutScript.text()).toContain(enShared.forms.errors.invalidEmail);

    const withScript = await post(
      '/about/',
      fetchCall('[{"status":"idle","values":{"note":"$$5 off"}},"$K1"]', {
        _1_email: 'not-an-address',
        _1_locale: 'en',
        _1_enhanced: '1',
      }),
      { 'next-action': actionId, accept: 'text/x-component' },
    );
    expect(withScript.status).toBe(200);
    expect(await withScript.text()).toContain('"status":"invalid"');
  });

  test('a multipart call with a second root part gets 400', async () => {
    const body = fetchCall('[{"status":"idle"},"$K1"]');
    body.append('0', '[{"status":"idle"},"$K1"]');
    const response = await post('/about/', body, { 'next-action': actionId });
    expect(response.status).toBe(400);
  });

  test('a call of 5,000 parts cut off halfway is dropped, and the server goes on', async () => {
    const boundary = 'cut-off';
    const parts = [
      `--${boundary}\r\ncontent-disposition: form-data; name="0"\r\n\r\n[{},"$K1"]\r\n`,
    ];
    for (let part = 0; part < 5_000; part++) {
      parts.push(
        `--${boundary}\r\ncontent-disposition: form-data; name="_1_f${part}"\r\n\r\nx\r\n`,
      );
    }
    const body = `${parts.join('')}--${boundary}--\r\n`;
    const { hostname, port } = new URL(baseURL());
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    const head =
      `POST /about/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nNext-Action: ${actionId}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    await new Promise((resolve) => socket.write(head + body.slice(0, body.length / 2), resolve));
    socket.destroy();
    expect((await fetch(`${baseURL()}/about/`)).status).toBe(200);
  });

  test('left nothing in the server log', () => {
    expect(errorLinesSince(logStart)).toEqual([]);
  });
});

test.describe('the image optimiser', () => {
  for (const url of [
    '/../../etc/passwd',
    '/images/../../etc/passwd',
    '/about/',
    '/about',
    '//evil.example/picture.png',
    'https://evil.example/picture.png',
  ]) {
    test(`refuses ${url} with 400`, async () => {
      const response = await fetch(
        `${baseURL()}/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`,
      );
      expect(response.status).toBe(400);
      expectSecurityHeaders(response.headers);
    });
  }
});

test.describe('requests Next answers before the proxy', () => {
  for (const [target, location] of [
    ['//evil/', '/evil/'],
    ['/about//x/', '/about/x/'],
    ['/\\evil.example', '/evil.example'],
  ] as const) {
    test(`${target} is redirected on this site, with the security headers`, async () => {
      const answer = await rawGet(target);
      expect(answer.status).toBe(308);
      expect(answer.headers.location).toBe(location);
      expectSecurityHeaders(answer.headers);
    });
  }

  test('an absolute-form target naming another host is refused, never redirected', async () => {
    const answer = await rawGet('http://evil.example/about');
    expect(answer.status).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers.refresh).toBeUndefined();
    expectSecurityHeaders(answer.headers);
  });

  test('an absolute-form target naming this site is served as its path', async () => {
    const { host } = new URL(baseURL());
    const page = await rawGet(`http://${host}/about/`);
    expect(page.status).toBe(200);
    const missingSlash = await rawGet(`http://${host}/about`);
    expect(missingSlash.status).toBe(308);
    expect(missingSlash.headers.location).toBe('/about/');
  });
});

test.describe('methods, ranges and requests the parser refuses', () => {
  test('a method no route takes gets 405 with Allow, on files and pages alike', async () => {
    const script = /<script src="([^"]+)"/.exec(await (await fetch(baseURL())).text())![1]!;
    const started = readFileSync(serverLog(), 'utf8').length;
    for (const target of [script, '/favicon.svg']) {
      for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'POST', 'TRACE']) {
        const answer = await rawGet(target, {}, method);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
        expectSecurityHeaders(answer.headers);
      }
    }
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS']) {
      const answer = await rawGet('/about/', {}, method);
      expect(answer.status, `${method} /about/`).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    }
    expect((await rawGet(script, {}, 'HEAD')).status).toBe(200);
    expect(errorLinesSince(started)).toEqual([]);
  });

  test('a byte range, valid or not, gets the whole file', async () => {
    const started = readFileSync(serverLog(), 'utf8').length;
    for (const range of ['bytes=abc', 'bytes=999999999-', 'bytes=1-0', 'bytes=-0', 'bytes=0-9']) {
      const answer = await rawGet('/favicon.svg', { range });
      expect(answer.status, range).toBe(200);
      expect(answer.headers['content-range']).toBeUndefined();
    }
    expect(errorLinesSince(started)).toEqual([]);
  });

  test('a precondition that fails for a file gets 412, one that holds the file', async () => {
    const script = /<script src="([^"]+)"/.exec(await (await fetch(baseURL())).text())![1]!;
    const started = readFileSync(serverLog(), 'utf8').length;
    for (const target of [script, '/favicon.svg']) {
      const { etag } = (await rawGet(target, {}, 'HEAD')).headers;
      expect(etag, target).toMatch(/^W\/"/);
      for (const [headers, status] of [
        [{ 'if-match': '"another"' }, 412],
        [{ 'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' }, 412],
        [{ 'if-match': String(etag) }, 200],
        [{ 'if-match': '*' }, 200],
        [{ 'if-unmodified-since': 'Mon, 01 Jan 2035 00:00:00 GMT' }, 200],
        [{ 'if-unmodified-since': 'not a date' }, 200],
      ] as const) {
        const answer = await rawGet(target, { 'accept-encoding': 'br', ...headers });
        expect(answer.status, `${target} ${JSON.stringify(headers)}`).toBe(status);
        expectSecurityHeaders(answer.headers);
      }
    }
    expect(errorLinesSince(started)).toEqual([]);
  });

  test('what the HTTP parser refuses gets a short answer with the security headers', async () => {
    const malformed = await rawExchange(
      baseURL(),
      'GET /about/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    );
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toMatch(/Bad Request\.\n$/);
    const oversized = await rawExchange(
      baseURL(),
      `GET /about/ HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    const expectation = await rawExchange(
      baseURL(),
      'GET /about/ HTTP/1.1\r\nHost: x\r\nExpect: the-unexpected\r\nConnection: close\r\n\r\n',
    );
    expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
    for (const answer of [malformed, oversized, expectation]) {
      const headers = headersOf(answer);
      for (const [name, value] of Object.entries(securityHeaders)) {
        if (name !== 'Content-Security-Policy')
          expect(headers[name.toLowerCase()], name).toBe(value);
      }
    }
  });

  test('a request without Host, with two or with one that names no host gets 400', async () => {
    const { host } = new URL(baseURL());
    for (const hostLines of ['', `Host: ${host}\r\nHost: evil.example\r\n`, 'Host: a/b\r\n']) {
      const answer = await rawExchange(baseURL(), `GET /about/ HTTP/1.1\r\n${hostLines}\r\n`);
      expect(answer, hostLines).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/Bad Request\.\n$/);
      expectSecurityHeaders(headersOf(answer));
    }
    // HTTP/1.0 has no Host to require.
    expect(await rawExchange(baseURL(), 'GET /about/ HTTP/1.0\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
  });

  test('a page does not name the folder it was rewritten to', async () => {
    for (const path of ['/de/uberuns/', '/about/', '/de/preise/']) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
  });
});

test.describe('posts refused from their headers, before their bodies are sent', () => {
  test('a declared length over the target’s limit gets 413 at once, in the client’s language', async () => {
    const contact = await answerToHead(baseURL(), 'POST', '/api/contact/', {
      'content-type': 'application/json',
      'content-length': String(2 * 1024 * 1024),
      'accept-language': 'de-CH',
    });
    expect(contact.status).toBe(413);
    expect(JSON.parse(contact.body)).toEqual({ error: deShared.forms.status.tooLarge });
    expect(contact.headers.connection).toBe('close');
    expectSecurityHeaders(contact.headers);

    const application = await answerToHead(baseURL(), 'POST', '/api/applications/', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(30 * 1024 * 1024),
    });
    expect(application.status).toBe(413);
    expect(JSON.parse(application.body)).toEqual({ error: enShared.forms.status.tooLarge });

    const formPost = await answerToHead(baseURL(), 'POST', '/de/uberuns/', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(30 * 1024 * 1024),
    });
    expect(formPost.status).toBe(413);
    expect(formPost.body).toBe(deShared.forms.status.tooLarge);
    expectSecurityHeaders(formPost.headers);
  });

  test('a post that does not declare its length gets 411', async () => {
    for (const [path, body] of [
      ['/api/contact/', JSON.stringify({ error: enShared.forms.status.lengthRequired })],
      ['/de/uberuns/', deShared.forms.status.lengthRequired],
    ]) {
      const answer = await answerToHead(baseURL(), 'POST', path!, {
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      });
      expect(answer.status, path).toBe(411);
      expect(answer.body).toBe(body);
    }
  });

  test('every other target refuses a body over its own limit at once', async () => {
    // Beacons take 2 KB; from an address of its own, so that no page view has used its allowance.
    const beacon = await answerToHead(
      baseURL(),
      'POST',
      '/api/vitals/',
      { ...beaconHeaders, 'content-length': String(5 * 1024 * 1024) },
      { from: '127.0.0.81' },
    );
    expect(beacon.status).toBe(413);
    expectSecurityHeaders(beacon.headers);
    // Pages whose forms take text, and paths of no page (whose not-found page has the footer's
    // form), take 64 KB.
    for (const [path, text] of [
      ['/privacy/', enShared.forms.status.tooLarge],
      ['/de/keine-seite/', deShared.forms.status.tooLarge],
    ]) {
      const page = await answerToHead(baseURL(), 'POST', path!, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(1024 * 1024),
      });
      expect(page.status, path).toBe(413);
      expect(page.body, path).toBe(text);
    }
    // A route that reads no body takes none.
    const ready = await answerToHead(baseURL(), 'POST', '/api/ready/', {
      'content-type': 'application/json',
      'content-length': '1024',
    });
    expect(ready.status).toBe(413);
    expect(JSON.parse(ready.body)).toEqual({ error: enShared.forms.status.tooLarge });
  });

  test('a job page takes a body the size of a CV, where other pages take text', async () => {
    // Posted text that is no form: the page is rendered as for a GET.
    const body = 'x'.repeat(200 * 1024);
    const post = (path: string) => fetch(`${baseURL()}${path}`, { method: 'POST', body });
    const jobPage = localizedPath('/jobs/[job]', 'de', { job: 'platform-engineer' });
    expect((await post(jobPage)).status).toBe(200);
    expect((await post('/about/')).status).toBe(413);
  });

  test('a client over its beacon limit gets 429 before its body is sent', async () => {
    const from = '127.0.0.82';
    // Empty beacons count and store nothing: 60 use up the minute's allowance.
    for (let sent = 0; sent < 60; sent++) {
      const empty = await requestFrom(baseURL(), from, {
        method: 'POST',
        path: '/api/vitals/',
        headers: beaconHeaders,
      });
      expect(empty.status).toBe(400);
    }
    const flood = await answerToHead(
      baseURL(),
      'POST',
      '/api/vitals/',
      { ...beaconHeaders, 'content-length': String(Math.floor(10.9 * 1024 * 1024)) },
      { from },
    );
    expect(flood.status).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a client that sends its whole body before it reads gets the answer, not a reset', async () => {
    const form = new FormData();
    form.set('cv', new Blob([new Uint8Array(30 * 1024 * 1024)]), 'cv.pdf');
    const response = await fetch(`${baseURL()}/api/applications/`, { method: 'POST', body: form });
    expect(response.status).toBe(413);
  });
});
