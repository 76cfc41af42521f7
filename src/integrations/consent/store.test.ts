import { describe, expect, it } from 'vitest';

import {
  CONSENT_COOKIE,
  CONSENT_REVISION,
  readStoredConsent,
  whileConsented,
  setConsent,
} from './store';

function cookie(value: unknown): string {
  return `i18n_redirected=de; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`;
}

const stored = { consentId: 'c0ffee', revision: CONSENT_REVISION };

describe('readStoredConsent', () => {
  it('reads the categories of a stored choice', () => {
    expect(
      readStoredConsent(cookie({ ...stored, categories: ['necessary', 'analytics'] })),
    ).toEqual({
      decided: true,
      analytics: true,
      marketing: false,
    });
    expect(readStoredConsent(cookie({ ...stored, categories: ['necessary'] }))).toEqual({
      decided: true,
      analytics: false,
      marketing: false,
    });
  });

  it('treats no cookie, another revision, or a damaged cookie as no choice', () => {
    expect(readStoredConsent('i18n_redirected=de')).toBeUndefined();
    expect(
      readStoredConsent(cookie({ ...stored, revision: CONSENT_REVISION + 1, categories: [] })),
    ).toBeUndefined();
    expect(
      readStoredConsent(cookie({ revision: CONSENT_REVISION, categories: [] })),
    ).toBeUndefined();
    expect(readStoredConsent(`${CONSENT_COOKIE}=%7Bnot-json`)).toBeUndefined();
    expect(readStoredConsent(cookie({ ...stored, categories: 'analytics' }))).toBeUndefined();
  });
});

describe('whileConsented', () => {
  it('starts a service when its category is granted and stops it when withdrawn', () => {
    const events: string[] = [];
    const stop = whileConsented('analytics', () => {
      events.push('start');
      return () => events.push('stop');
    });
    setConsent({ decided: true, analytics: false, marketing: true });
    setConsent({ decided: true, analytics: true, marketing: true });
    setConsent({ decided: true, analytics: true, marketing: false });
    setConsent({ decided: true, analytics: false, marketing: false });
    setConsent({ decided: true, analytics: true, marketing: false });
    stop();
    expect(events).toEqual(['start', 'stop', 'start', 'stop']);
  });
});
