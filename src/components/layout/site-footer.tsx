import { IconBrandGithub, IconBrandLinkedin, IconBrandMastodon } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PrivacySettingsButton } from '@/components/consent/privacy-settings-button';
import { Link } from '@/components/navigation/link';
import { site, type SocialNetwork } from '@/config/site';
import { featureAttributes, footerNavigation } from '@/routes/navigation';
import { localesOf } from '@/routes/registry';

const socialIcons = {
  linkedin: { Icon: IconBrandLinkedin, label: 'LinkedIn' },
  github: { Icon: IconBrandGithub, label: 'GitHub' },
  mastodon: { Icon: IconBrandMastodon, label: 'Mastodon' },
} satisfies Record<SocialNetwork, unknown>;

const columns = ['company', 'offer', 'startups', 'legal'] as const;

export async function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('shared'), getLocale()]);

  return (
    // On a short page the footer grows to fill the screen, so its top stays below the content:
    // pushed to the bottom, it would move up while slow rows arrive, a layout shift.
    <footer className="flex-1 border-t border-line bg-surface">
      <div
        data-newsletter-invitation
        className="mx-auto max-w-6xl border-b border-line px-4 py-10 sm:px-6"
      >
        {newsletter}
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div>
          <p className="font-semibold">{site.legalName}</p>
          <p className="mt-2 max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          <address className="mt-4 text-sm text-muted not-italic">
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            <Link href={`mailto:${site.email}`} external className="underline hover:text-brand">
              {site.email}
            </Link>
          </address>
        </div>
        {columns.map((column) => (
          <nav key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`} className="text-sm font-semibold">
              {t(`footer.${column}`)}
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-muted">
              {footerNavigation[column].map((item) => (
                <li key={item.href} {...featureAttributes(item.href)}>
                  <Link href={item.href} className="inline-block py-1 hover:text-brand">
                    {t(item.label)}
                    {/* A page that exists only in English says so before the visitor opens it. */}
                    {localesOf(item.href).includes(locale) ? null : ` ${t('footer.inEnglish')}`}
                  </Link>
                </li>
              ))}
              {column === 'legal' ? (
                <li>
                  <PrivacySettingsButton label={t('footer.privacySettings')} />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      {/* Side by side from the start, not spread to both edges: icons at the right edge would
          move left as each one arrived on a slow connection. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-4 border-t border-line px-4 py-6 text-sm text-muted sm:px-6">
        {/* As tall as the icons beside it from the start: centred in a row that grew when they
            arrived, it would move down. */}
        <p className="flex min-h-11 items-center">
          {t('footer.copyright', { year: new Date().getFullYear(), company: site.legalName })}
        </p>
        <h2 className="sr-only">{t('footer.social')}</h2>
        {/* Pulled left by the space around the first icon in its 44 px target, so that the icon
            lines up with the text above when the row wraps. */}
        <ul className="-ml-3 flex gap-2">
          {Object.entries(site.social).map(([network, url]) => {
            const { Icon, label } = socialIcons[network as SocialNetwork];
            return (
              <li key={network}>
                <Link
                  href={url}
                  external
                  className="inline-flex size-11 items-center justify-center rounded-full hover:text-brand"
                >
                  <Icon aria-hidden size={22} stroke={1.75} />
                  <span className="sr-only">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
