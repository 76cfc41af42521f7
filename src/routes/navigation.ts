import type { Messages } from '@/i18n/messages';
import type { StaticPathname } from '@/routes/paths';

type SharedMessages = Messages['shared'];

/** Labels are keys of `shared.nav` / `shared.footer`; hrefs are routes of the route table. */
export const mainNavigation = [
  { href: '/services', label: 'services' },
  { href: '/case-studies', label: 'caseStudies' },
  { href: '/blog', label: 'blog' },
  { href: '/about', label: 'about' },
  { href: '/pricing', label: 'pricing' },
  { href: '/jobs', label: 'jobs' },
] as const satisfies ReadonlyArray<{ href: StaticPathname; label: keyof SharedMessages['nav'] }>;

type NavigationItem = {
  href: StaticPathname;
  label: `nav.${keyof SharedMessages['nav']}` | `footer.${keyof SharedMessages['footer']}`;
};

export const footerNavigation: Record<
  'company' | 'offer' | 'startups' | 'legal',
  readonly NavigationItem[]
> = {
  company: [
    { href: '/about', label: 'nav.about' },
    { href: '/jobs', label: 'nav.jobs' },
    { href: '/blog', label: 'nav.blog' },
    { href: '/contact-us', label: 'nav.contact' },
  ],
  offer: [
    { href: '/services', label: 'nav.services' },
    { href: '/case-studies', label: 'nav.caseStudies' },
    { href: '/pricing', label: 'nav.pricing' },
  ],
  startups: [
    { href: '/early-stage-startups', label: 'footer.earlyStage' },
    { href: '/growth-stage-startups', label: 'footer.growthStage' },
  ],
  legal: [
    { href: '/imprint', label: 'footer.imprint' },
    { href: '/privacy', label: 'footer.privacy' },
    { href: '/disclaimer', label: 'footer.disclaimer' },
    { href: '/jetbrains-eula', label: 'footer.jetbrainsEula' },
    { href: '/unsubscribe', label: 'footer.unsubscribe' },
  ],
};

/** Blog links are always in the page and hidden while the `show_blog` flag is off (globals.css). */
export function featureAttributes(href: StaticPathname): { 'data-feature'?: 'show_blog' } {
  return href === '/blog' ? { 'data-feature': 'show_blog' } : {};
}
