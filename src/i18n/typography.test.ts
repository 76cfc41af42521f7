import { describe, expect, it } from 'vitest';

import { typeset, typesetText } from './typography';

describe('typesetText', () => {
  it('binds a spaced dash to the word before it, so that no line begins with it', () => {
    expect(typesetText('in acht Wochen – und innert eines Jahres')).toBe(
      'in acht Wochen\u00a0– und innert eines Jahres',
    );
    expect(typesetText('übernehmen –, starten wir')).toBe('übernehmen\u00a0–, starten wir');
    expect(typesetText('Sorry for the detour — the team')).toBe(
      'Sorry for the detour\u00a0— the team',
    );
  });

  it('keeps a range and an amount together', () => {
    expect(typesetText('Platform Engineer 80–100% (w/m/d)')).toBe(
      'Platform Engineer 80–\u2060100% (w/m/d)',
    );
    expect(typesetText('Ein Lohn von CHF 120’000–145’000 bei 100%')).toBe(
      'Ein Lohn von CHF\u00a0120’000–\u2060145’000 bei 100%',
    );
  });

  it("sets a figure's thousands apart with the typographic apostrophe, and only there", () => {
    expect(typesetText("2'300 Anlagen, CHF 1'250'000; it's '000, 12'34 and 1'0000")).toBe(
      "2’300 Anlagen, CHF\u00a01’250’000; it's '000, 12'34 and 1'0000",
    );
  });

  it('keeps a code together across its hyphens, in running text only', () => {
    expect(typesetText('UID: CHE-412.675.046 MWST, ticket ENG-2026-07')).toBe(
      'UID: CHE-\u2060412.675.046 MWST, ticket ENG-\u20602026-\u206007',
    );
    // A code on its own, a hyphenated word and a date stay as written.
    expect(typesetText('ENG-2026-07')).toBe('ENG-2026-07');
    expect(typesetText('Ihre E-Mail-Adresse als PDF-Dokument, co-pilot 2026-11-09')).toBe(
      'Ihre E-Mail-Adresse als PDF-Dokument, co-pilot 2026-11-09',
    );
  });

  it('leaves other dashes, hyphens and words as they are', () => {
    expect(typesetText('Mo–Fr, Drag-and-drop - ok, 2026-11-09, CHFs 3')).toBe(
      'Mo–Fr, Drag-and-drop - ok, 2026-11-09, CHFs 3',
    );
  });

  it('is applied to every string of a parsed file, and nothing else', () => {
    expect(
      typeset({ title: 'A – B', list: ['3–4 Wochen', 3], nested: { flag: true, text: 'E – F' } }),
    ).toEqual({
      title: 'A\u00a0– B',
      list: ['3–\u20604 Wochen', 3],
      nested: { flag: true, text: 'E\u00a0– F' },
    });
  });
});
