import { describe, expect, it } from 'vitest';

import { isPdf } from './cv';

describe('isPdf', () => {
  it('recognises a PDF by its first bytes, whatever it is called', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7 …'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('MZ\u0090 executable'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });
});
