'use client';

import { useCallback, useEffect, useState } from 'react';

import { useConsent } from '../consent/store';
import { loadPublicIntegrations } from '../public-config';
import type { RecaptchaAction, RecaptchaSettings } from './recaptcha';

/** Only when configured and consented: the script loads early to observe the visit. */
export function useRecaptcha(action: RecaptchaAction) {
  const consent = useConsent();
  const [settings, setSettings] = useState<RecaptchaSettings>();

  useEffect(() => {
    let current = true;
    void loadPublicIntegrations().then((integrations) => {
      if (current) setSettings(integrations?.recaptcha);
    });
    return () => {
      current = false;
    };
  }, []);

  const active = Boolean(settings && consent.marketing);

  useEffect(() => {
    if (!active || !settings) return;
    import('./recaptcha')
      .then((recaptcha) => recaptcha.loadRecaptcha(settings))
      .catch((error: unknown) => console.warn('reCAPTCHA could not be loaded', error));
  }, [active, settings]);

  const token = useCallback(async (): Promise<string | undefined> => {
    if (!active || !settings) return undefined;
    const recaptcha = await import('./recaptcha');
    return recaptcha.recaptchaToken(settings, action);
  }, [active, settings, action]);

  return { active, token };
}
