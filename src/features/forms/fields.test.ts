import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { webUrl } from './fields';

describe('webUrl', () => {
  const parse = (value: string) => z.safeParse(webUrl, value);

  it('takes an address typed without its scheme as https', () => {
    expect(parse('linkedin.com/in/luca-rossi').data).toBe('https://linkedin.com/in/luca-rossi');
    expect(parse(' www.luca.dev ').data).toBe('https://www.luca.dev');
    expect(parse('http://luca.dev/work').data).toBe('http://luca.dev/work');
    expect(parse('').data).toBeUndefined();
  });

  it('refuses other schemes and what is no public address', () => {
    for (const value of ['javascript:alert(1)', 'ftp://luca.dev', 'luca', 'luca rossi.ch']) {
      expect(parse(value).error?.issues[0]?.message).toBe('invalidUrl');
    }
  });
});
