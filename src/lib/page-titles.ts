import { getTranslations } from 'next-intl/server';

import {
  getBlogPost,
  getCaseStudy,
  getOpenJob,
  getService,
  getTeamMember,
} from '@/content/queries';
import type { ThankYouKind } from '@/content/routes';
import type { blogTags, industries } from '@/content/schemas';
import type { Messages } from '@/i18n/messages';
import type { StaticPathname } from '@/i18n/paths';
import type { Locale, Pathname } from '@/i18n/routing';

export type SeoPage = Exclude<keyof Messages['seo']['pages'], 'notFound' | 'error'>;

/** Each static route's entry in the `seo` messages: its title and description. */
export const seoPageOf = {
  '/': 'home',
  '/about': 'about',
  '/jobs': 'jobs',
  '/imprint': 'imprint',
  '/privacy': 'privacy',
  '/pricing': 'pricing',
  '/blog': 'blog',
  '/contact-us': 'contactUs',
  '/unsubscribe': 'unsubscribe',
  '/newsletter/confirm': 'newsletterConfirm',
  '/services': 'services',
  '/case-studies': 'caseStudies',
  '/growth-stage-startups': 'growthStageStartups',
  '/early-stage-startups': 'earlyStageStartups',
  '/disclaimer': 'disclaimer',
  '/jetbrains-eula': 'jetbrainsEula',
  '/sentry-client-test': 'sentryClientTest',
  '/sentry-server-test': 'sentryServerTest',
} as const satisfies Record<StaticPathname, SeoPage>;

/** Each thank-you page's entry in the `seo` messages. */
export const thankYouSeoPage = {
  message: 'thankYouMessage',
  application: 'thankYouApplication',
  newsletter: 'thankYouNewsletter',
} as const satisfies Record<ThankYouKind, SeoPage>;

/** What a page's share image says: a short label and the page's title. */
export async function shareText(
  pathname: Pathname,
  params: Record<string, string>,
  locale: Locale,
): Promise<{ label: string; title: string } | null> {
  const [seo, blog, caseStudies, services] = await Promise.all([
    getTranslations({ locale, namespace: 'seo' }),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'caseStudies' }),
    getTranslations({ locale, namespace: 'services' }),
  ]);
  const param = (name: string) => params[name] ?? '';
  switch (pathname) {
    case '/blog/[slug]': {
      const post = getBlogPost(locale, param('slug'));
      return post ? { label: blog('hero.eyebrow'), title: post.title } : null;
    }
    case '/blog/page/[page]':
      return { label: blog('hero.eyebrow'), title: blog('pageTitle', { page: param('page') }) };
    case '/blog/tag/[tag]':
      return {
        label: blog('hero.eyebrow'),
        title: blog('tagTitle', { tag: blog(`tags.${param('tag') as (typeof blogTags)[number]}`) }),
      };
    case '/services/[service]': {
      const service = getService(locale, param('service'));
      return service ? { label: services('hero.eyebrow'), title: service.title } : null;
    }
    case '/case-studies/[caseName]': {
      const study = getCaseStudy(locale, param('caseName'));
      return study ? { label: study.client.name, title: study.title } : null;
    }
    case '/case-studies/service/[service]': {
      const service = getService(locale, param('service'));
      return service
        ? {
            label: caseStudies('hero.eyebrow'),
            title: caseStudies('filteredTitle', { filter: service.title }),
          }
        : null;
    }
    case '/case-studies/industry/[industry]':
      return {
        label: caseStudies('hero.eyebrow'),
        title: caseStudies('filteredTitle', {
          filter: caseStudies(`industries.${param('industry') as (typeof industries)[number]}`),
        }),
      };
    case '/jobs/[job]': {
      const job = getOpenJob(locale, param('job'));
      return job ? { label: 'Limmat Labs', title: job.title } : null;
    }
    case '/thank-you/[kind]': {
      const page = thankYouSeoPage[param('kind') as ThankYouKind];
      return page ? { label: 'Limmat Labs', title: seo(`pages.${page}.title`) } : null;
    }
    case '/team/[teamMember]': {
      const member = getTeamMember(locale, param('teamMember'));
      return member ? { label: member.role, title: member.name } : null;
    }
    default: {
      const page = seoPageOf[pathname as StaticPathname];
      return page ? { label: 'Limmat Labs', title: seo(`pages.${page}.title`) } : null;
    }
  }
}
