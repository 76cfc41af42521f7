import { describe, expect, it } from 'vitest';

import { safeFileName } from './submit';

describe('safeFileName', () => {
  it('removes bidi controls, which can make a name display as something else', () => {
    expect(safeFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe.pdf');
    const controls = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(safeFileName(`Anna${controls} Meier.pdf`)).toBe('Anna Meier.pdf');
  });

  it('keeps the name readable without paths or control characters', () => {
    expect(safeFileName('C:\\Users\\anna\\Lebenslauf Zoë Müller.PDF')).toBe(
      'Lebenslauf Zoë Müller.pdf',
    );
    expect(safeFileName('../\u0000.hidden\u0085')).toBe('hidden.pdf');
    expect(safeFileName('\u202E')).toBe('cv.pdf');
  });
});
