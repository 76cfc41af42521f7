import type SharedMessages from '../../../messages/en/shared.json';

/** The banner's and the preferences' texts in the page's language, handed over by the root layout. */
export type ConsentTexts = (typeof SharedMessages)['consent'] & { privacyUrl: string };

let texts: ConsentTexts | undefined;

/**
 * Set on every page by the integrations' loader, so that the footer can open the preferences even
 * where no integration's code has loaded.
 */
export function setConsentTexts(pageTexts: ConsentTexts): void {
  texts = pageTexts;
}

export function consentTexts(): ConsentTexts {
  if (!texts) throw new Error('The consent texts were not set');
  return texts;
}
