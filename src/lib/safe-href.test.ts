import { describe, expect, it } from 'vitest';

import { checkHref } from './safe-href';

describe('checkHref', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    '&amp;#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.com/1234',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses the hostile href %j, even when marked external', (href) => {
    expect(checkHref(href).kind).toBe('refused');
    expect(checkHref(href, { external: true }).kind).toBe('refused');
  });

  it.each([
    'https://example.com/',
    'http://example.com/',
    '//example.com/path',
    '\\\\example.com/path',
    '/\\example.com',
    'mailto:hello@example.com',
    'tel:+41445521840',
    '&#47;&#47;example.com',
  ])('refuses the external %j unless the caller allows it', (href) => {
    expect(checkHref(href)).toEqual({ kind: 'refused', reason: 'external-not-allowed' });
    expect(checkHref(href, { external: true }).kind).toBe('external');
  });

  it.each([
    '/about/',
    '/de/uberuns/#team',
    '?page=2',
    '#section',
    'relative/path/',
    '/blog/?q=a:b',
  ])('renders the internal %j as written', (href) => {
    expect(checkHref(href)).toEqual({ kind: 'internal', href });
  });

  it('normalises an allowed external URL', () => {
    expect(checkHref('https://Example.com/a b', { external: true })).toEqual({
      kind: 'external',
      href: 'https://example.com/a%20b',
    });
  });
});
