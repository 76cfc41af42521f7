import { describe, expect, it } from 'vitest';

import { withoutEmailAddresses } from './log-redaction';

const line = (fields: Record<string, unknown>) => `${JSON.stringify(fields)}\n`;
const parsed = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('withoutEmailAddresses', () => {
  it('removes the addresses that mail servers and databases quote, in every value', () => {
    const logged = withoutEmailAddresses(
      line({
        level: 'error',
        message:
          "Email 42 (contact-confirmation) not sent, attempt 1: Can't send mail - all " +
          'recipients were rejected: 550 5.1.1 <Ottilie.Quendelmann+web@mail.example.ch>: ' +
          'Recipient address rejected: User unknown; giving up',
        err: {
          message: 'Key (email)=(jürg.o’brien@bücher.example.de) already exists.',
          stack: 'Error: refused\nottilie@example.org\n    at send (node:net:1:1)',
        },
        rejected: ["o'neill@example.com", 'x@sub.example.co.uk'],
      }),
    );
    expect(logged).not.toMatch(/Ottilie|Quendelmann|jürg|brien|ottilie|neill|x@sub/);
    expect(parsed(logged)).toEqual({
      level: 'error',
      message:
        "Email 42 (contact-confirmation) not sent, attempt 1: Can't send mail - all " +
        'recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected: User ' +
        'unknown; giving up',
      err: {
        message: 'Key (email)=([email]) already exists.',
        stack: 'Error: refused\n[email]\n    at send (node:net:1:1)',
      },
      rejected: ['[email]', '[email]'],
    });
    expect(logged.endsWith('}\n')).toBe(true);
  });

  it('leaves lines without an address as they are, package names and versions included', () => {
    for (const text of [
      line({ level: 'info', message: 'request', status: 201, ms: 38 }),
      line({ level: 'warn', message: 'at node_modules/@next/env/dist/index.js; next@16.0.1' }),
    ]) {
      expect(withoutEmailAddresses(text)).toBe(text);
    }
  });
});
