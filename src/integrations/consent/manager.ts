import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';

import { offeredCategories, servicesByCategory, type PublicIntegrations } from '../public-config';
import {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_REVISION,
  setAsking,
  setConsent,
  type OptionalCategory,
} from './store';
import type { ConsentTexts } from './texts';

/** Cleared on withdrawal even where the service never loaded; PostHog clears its own storage. */
const autoClear: Record<OptionalCategory, CookieConsent.AutoClear | undefined> = {
  analytics: { cookies: [{ name: /^ph_/ }] },
  marketing: undefined,
};

let running: Promise<void> | undefined;

function publish(): void {
  const decided = CookieConsent.validConsent();
  setConsent({
    decided,
    analytics: decided && CookieConsent.acceptedCategory('analytics'),
    marketing: decided && CookieConsent.acceptedCategory('marketing'),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** For the settings only, as the banner is the site's own; only used categories are offered. */
export function runConsentManager(options: {
  texts: ConsentTexts;
  integrations: PublicIntegrations | undefined;
}): Promise<void> {
  running ??= start(options);
  return running;
}

async function start({
  texts,
  integrations,
}: {
  texts: ConsentTexts;
  integrations: PublicIntegrations | undefined;
}): Promise<void> {
  const services = integrations
    ? servicesByCategory(integrations)
    : { analytics: [], marketing: [] };
  const offered = offeredCategories(integrations);
  const choosing = offered.length > 0;
  // The texts come in the page's language; the library only needs a name for them.
  const locale = document.documentElement.lang || 'en';
  const categoryText = (category: OptionalCategory) => {
    const { title, description } = texts.categories[category];
    if (category !== 'analytics') {
      return { title, description: escapeHtml(description), linkedCategory: category };
    }
    const has = (service: string) => services.analytics.includes(service);
    // The speed measurement alone, when it is the one service waiting here, is not PostHog.
    const parts = [
      has('vitals') && !has('posthog') ? undefined : description,
      has('sessionRecording') ? texts.categories.sessionRecording : undefined,
      has('vitals') ? texts.categories.vitals : undefined,
    ];
    const text = parts.filter((part) => part !== undefined).join(' ');
    return { title, description: escapeHtml(text), linkedCategory: category };
  };

  await CookieConsent.run({
    revision: CONSENT_REVISION,
    autoShow: false,
    // The banner never blocks the page: rejecting, or ignoring it, leaves every page usable.
    disablePageInteraction: false,
    // Shown to automated browsers too: what a crawler or an audit renders is what visitors see.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    guiOptions: {
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...Object.fromEntries(
        offered.map((category) => [category, { autoClear: autoClear[category] }]),
      ),
    },
    onConsent: publish,
    onChange: publish,
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'preferencesModal') expandCategories(modal);
    },
    // Closed without a choice: the banner asks again, if there is anything to ask.
    onModalHide: ({ modalName }) => {
      if (modalName === 'preferencesModal' && choosing && !CookieConsent.validConsent()) {
        setAsking(true);
      }
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          // Never shown (the banner is the site's own), but the library's type asks for it.
          consentModal: {},
          preferencesModal: {
            title: texts.preferences.title,
            // With nothing to choose, the settings only explain: buttons to accept or reject
            // nothing would suggest a choice that does not exist.
            ...(choosing && {
              acceptAllBtn: texts.preferences.acceptAll,
              acceptNecessaryBtn: texts.preferences.rejectAll,
              savePreferencesBtn: texts.preferences.save,
            }),
            closeIconLabel: texts.preferences.close,
            serviceCounterLabel: texts.preferences.serviceCounter,
            sections: [
              {
                description: escapeHtml(
                  choosing ? texts.preferences.intro : texts.preferences.nothingToChoose,
                ),
              },
              {
                title: texts.categories.necessary.title,
                description: escapeHtml(texts.categories.necessary.description),
                linkedCategory: 'necessary',
              },
              ...offered.map(categoryText),
              {
                description: escapeHtml(texts.preferences.more).replace(
                  /&#60;a&#62;(.*?)&#60;\/a&#62;/,
                  (_, label: string) => `<a href="${escapeHtml(texts.privacyUrl)}">${label}</a>`,
                ),
              },
            ],
          },
        },
      },
    },
  });
  publish();
}

/** Expands every category of the settings, so that each says what it loads without a click. */
function expandCategories(modal: HTMLElement) {
  for (const section of modal.querySelectorAll('.pm__section--expandable')) {
    section.classList.add('is-expanded');
    section.querySelector('[aria-expanded]')?.setAttribute('aria-expanded', 'true');
  }
}

/** @public Called through the module's dynamic import in store.ts. */
export function showPreferences(): void {
  CookieConsent.showPreferences();
}
