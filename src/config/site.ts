/** With `content/` and `messages/`, what an agency edits to make the site its own. */
export const site = {
  name: 'Limmat Labs',
  legalName: 'Limmat Labs AG',
  /** Commercial register number (UID). */
  uid: 'CHE-412.675.046',
  /** Swiss VAT (MWST) in percent, which prices on the site exclude. */
  vatRatePercent: 8.1,
  email: 'hello@limmatlabs.ch',
  jobsEmail: 'jobs@limmatlabs.ch',
  phone: '+41 44 552 18 40',
  address: {
    street: 'Hardstrasse 219',
    postalCode: '8005',
    city: 'Zürich',
    region: 'ZH',
    country: 'CH',
  },
  logo: { path: '/logo.png', width: 512, height: 512 },
  social: {
    linkedin: 'https://www.linkedin.com/company/limmat-labs',
    github: 'https://github.com/limmat-labs',
    mastodon: 'https://swiss.social/@limmatlabs',
  },
  themeColor: { light: '#f7f5f0', dark: '#0f1a1c' },
  /** Where the company's day begins and ends: "tomorrow" in messages means here. */
  timeZone: 'Europe/Zurich',
} as const;

export type SocialNetwork = keyof typeof site.social;

export const phoneHref = `tel:${site.phone.replace(/\s/g, '')}`;

export const phoneDisplay = site.phone.replace(/ /g, '\u00a0');
