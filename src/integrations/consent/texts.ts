import type SharedMessages from '../../../messages/en/shared.json';

export type ConsentTexts = (typeof SharedMessages)['consent'] & { privacyUrl: string };

let texts: ConsentTexts | undefined;

/** Set on every page, so the footer can open the preferences where no integration's code loaded. */
export function setConsentTexts(pageTexts: ConsentTexts): void {
  texts = pageTexts;
}

export function consentTexts(): ConsentTexts {
  if (!texts) throw new Error('The consent texts were not set');
  return texts;
}
