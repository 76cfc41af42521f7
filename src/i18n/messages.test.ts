import { describe, expect, it } from 'vitest';

import { locales } from './locales';
import { loadMessages } from './messages';

describe('loadMessages', () => {
  it('binds every spaced dash to the word before it', async () => {
    for (const locale of locales) {
      expect(JSON.stringify(await loadMessages(locale))).not.toMatch(/ [–—]/);
    }
    expect((await loadMessages('de')).growthStageStartups.hero.title).toContain(
      'Startup\u00a0– ohne',
    );
  });
});
