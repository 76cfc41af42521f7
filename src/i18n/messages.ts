import type { Locale } from './locales';
import { typeset } from './typography';
import type AboutMessages from '../../messages/en/about.json';
import type BlogMessages from '../../messages/en/blog.json';
import type CaseStudiesMessages from '../../messages/en/caseStudies.json';
import type ContactUsMessages from '../../messages/en/contactUs.json';
import type EarlyStageStartupsMessages from '../../messages/en/earlyStageStartups.json';
import type GrowthStageStartupsMessages from '../../messages/en/growthStageStartups.json';
import type HomeMessages from '../../messages/en/home.json';
import type JobsMessages from '../../messages/en/jobs.json';
import type PricingMessages from '../../messages/en/pricing.json';
import type SeoMessages from '../../messages/en/seo.json';
import type ServicesMessages from '../../messages/en/services.json';
import type SharedMessages from '../../messages/en/shared.json';
import type UnsubscribeMessages from '../../messages/en/unsubscribe.json';

export const messageGroups = [
  'about',
  'blog',
  'caseStudies',
  'contactUs',
  'earlyStageStartups',
  'growthStageStartups',
  'home',
  'jobs',
  'pricing',
  'seo',
  'services',
  'shared',
  'unsubscribe',
] as const;

export type Messages = {
  about: typeof AboutMessages;
  blog: typeof BlogMessages;
  caseStudies: typeof CaseStudiesMessages;
  contactUs: typeof ContactUsMessages;
  earlyStageStartups: typeof EarlyStageStartupsMessages;
  growthStageStartups: typeof GrowthStageStartupsMessages;
  home: typeof HomeMessages;
  jobs: typeof JobsMessages;
  pricing: typeof PricingMessages;
  seo: typeof SeoMessages;
  services: typeof ServicesMessages;
  shared: typeof SharedMessages;
  unsubscribe: typeof UnsubscribeMessages;
};

const loaded = new Map<Locale, Promise<Messages>>();

/** Read once per process, as every render asks for them. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let found = loaded.get(locale);
  if (!found) {
    found = Promise.all(
      messageGroups.map(async (group) => {
        const file = (await import(`../../messages/${locale}/${group}.json`)) as {
          default: unknown;
        };
        return [group, typeset(file.default)] as const;
      }),
    ).then((groups) => Object.fromEntries(groups) as Messages);
    loaded.set(locale, found);
  }
  return found;
}
