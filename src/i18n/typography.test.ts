import { describe, expect, it } from 'vitest';

import { keepDashesWithWords, typeset } from './typography';

describe('a spaced dash', () => {
  it('is bound to the word before it, so that no line begins with it', () => {
    expect(keepDashesWithWords('in acht Wochen – und innert eines Jahres')).toBe(
      'in acht Wochen\u00a0– und innert eines Jahres',
    );
    expect(keepDashesWithWords('übernehmen –, starten wir')).toBe('übernehmen\u00a0–, starten wir');
    expect(keepDashesWithWords('Sorry for the detour — the team')).toBe(
      'Sorry for the detour\u00a0— the team',
    );
  });

  it('leaves a range and a hyphen as they are', () => {
    expect(keepDashesWithWords('3–4 Wochen, Drag-and-drop - ok')).toBe(
      '3–4 Wochen, Drag-and-drop - ok',
    );
  });

  it('is applied to every string of a parsed file, and nothing else', () => {
    expect(
      typeset({ title: 'A – B', list: ['C – D', 3], nested: { flag: true, text: 'E – F' } }),
    ).toEqual({
      title: 'A\u00a0– B',
      list: ['C\u00a0– D', 3],
      nested: { flag: true, text: 'E\u00a0– F' },
    });
  });
});
