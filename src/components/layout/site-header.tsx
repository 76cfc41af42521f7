import { IconMenu2, IconMoon, IconSun, IconWorld, IconX } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';

import { Link, resolveRoute } from '@/components/navigation/link';
import { SectionLink } from '@/components/navigation/section-link';
import { settings } from '@/config/settings';
import { locales } from '@/i18n/locales';
import { internalPathOf } from '@/routes/match';
import { featureAttributes, mainNavigation } from '@/routes/navigation';

import { DeferredLocaleSwitcher } from './deferred-locale-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

const themeIcons = {
  light: <IconSun aria-hidden size={20} />,
  dark: <IconMoon aria-hidden size={20} />,
};

const menuIcons = {
  open: <IconMenu2 aria-hidden size={22} />,
  close: <IconX aria-hidden size={22} />,
};

export async function SiteHeader() {
  const [t, locale] = await Promise.all([getTranslations('shared'), getLocale()]);
  // Each other language names itself, in its own messages ("Deutsch", "Diese Seite auf Deutsch").
  const otherLanguages = await Promise.all(
    locales
      .filter((candidate) => candidate !== locale)
      .map(async (target) => ({
        target,
        t: await getTranslations({ locale: target, namespace: 'shared.localeSwitcher' }),
      })),
  );

  const sections = mainNavigation.map((item) => {
    const target = resolveRoute(item.href, locale);
    const internalHref = internalPathOf({ locale: target.locale, pathname: item.href, params: {} });
    return { ...item, ...target, internalHref };
  });
  const navLinks = (className: string) =>
    sections.map((section) => (
      <li key={section.href} {...featureAttributes(section.href)}>
        <SectionLink
          href={section.path}
          internalHref={section.internalHref}
          {...(section.locale === locale ? {} : { hrefLang: section.locale })}
          className={`${className} aria-[current]:text-brand aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-4`}
        >
          {t(`nav.${section.label}`)}
        </SectionLink>
      </li>
    ));

  return (
    <header className="border-b border-line bg-canvas/95">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3 sm:px-6">
        <Link href="/" className="mr-auto inline-flex min-h-11 items-center gap-2 font-semibold">
          <Logo />
          <span className="sr-only">{t('homeLinkLabel')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-medium">
            {navLinks('rounded-md px-3 py-2 hover:bg-surface hover:text-brand')}
          </ul>
        </nav>
        <Link
          href="/contact-us"
          className="hidden min-h-11 items-center rounded-full bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong sm:inline-flex"
        >
          {t('nav.contact')}
        </Link>
        <div className="hidden sm:block">
          <ThemeToggle label={t('themeToggle')} icons={themeIcons} />
        </div>
        {otherLanguages.map(({ target, t: language }) => (
          <DeferredLocaleSwitcher
            key={target}
            targetLocale={target}
            label={language('name')}
            longLabel={language('thisPage')}
            icon={<IconWorld aria-hidden size={18} stroke={1.75} />}
            crossOriginCookie={settings.LOCALE_COOKIE_CROSS_ORIGIN}
          />
        ))}
        <MobileMenu
          label={t('nav.menuLabel')}
          openLabel={t('nav.openMenu')}
          closeLabel={t('nav.closeMenu')}
          icons={menuIcons}
        >
          <nav aria-label={t('nav.menuLabel')}>
            <ul className="mt-6 flex flex-col gap-2 text-2xl font-semibold">
              {navLinks('block rounded-md px-2 py-3 hover:text-brand')}
              <li>
                <Link href="/contact-us" className="block rounded-md px-2 py-3 text-brand">
                  {t('nav.contact')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="mt-8 flex items-center gap-3 px-2 text-base">
            <ThemeToggle label={t('themeToggle')} icons={themeIcons} />
            <span aria-hidden>{t('themeToggle')}</span>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
