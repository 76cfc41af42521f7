import { describe, expect, it } from 'vitest';

import { isCrossSite, readBody } from './body';

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/contact/', { method: 'POST', body, headers });

describe('readBody', () => {
  it('reads JSON objects and form encodings it accepts', async () => {
    const json = await readBody(
      post('{"name":"Anna"}', { 'content-type': 'application/json; charset=utf-8' }),
      ['json'],
      1024,
    );
    expect(json).toMatchObject({ ok: true, kind: 'json', fields: { name: 'Anna' } });
    const form = await readBody(
      post('name=Zo%C3%AB&x=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      ['json', 'form'],
      1024,
    );
    expect(form).toMatchObject({ ok: true, kind: 'form', fields: { name: 'Zoë', x: '1' } });
  });

  it('answers 415, 413 and 400 for bodies it will not read', async () => {
    expect(await readBody(post('x', { 'content-type': 'text/plain' }), ['json'], 1024)).toEqual({
      ok: false,
      status: 415,
    });
    expect(
      await readBody(
        post('x', { 'content-type': 'multipart/form-data; boundary=x' }),
        ['json', 'form'],
        1024,
      ),
    ).toEqual({ ok: false, status: 415 });
    expect(
      await readBody(
        post('"'.repeat(2000), { 'content-type': 'application/json' }),
        ['json'],
        1024,
      ),
    ).toEqual({ ok: false, status: 413 });
    for (const body of ['{"a":', '[]', '"text"', 'null', '\uFFFE']) {
      expect(
        await readBody(post(body, { 'content-type': 'application/json' }), ['json'], 1024),
      ).toEqual({ ok: false, status: 400 });
    }
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]);
    expect(
      await readBody(post(invalidUtf8, { 'content-type': 'application/json' }), ['json'], 1024),
    ).toEqual({ ok: false, status: 400 });
  });

  it('does not let a JSON body pollute prototypes', async () => {
    const result = await readBody(
      post('{"__proto__":{"polluted":true}}', { 'content-type': 'application/json' }),
      ['json'],
      1024,
    );
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('isCrossSite', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/contact/', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...headers },
    });

  it('refuses posts from other sites and lets the site itself and non-browser clients through', () => {
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
    expect(
      isCrossSite(request({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })),
    ).toBe(false);
    expect(isCrossSite(request({}))).toBe(false);
  });
});
