import { notFound } from 'next/navigation';

import { settings } from '@/config/settings';
import { staticPageMetadata } from '@/lib/seo';

// Rendered per request, so that the error is raised when the page is opened, not at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = () => staticPageMetadata('/sentry-server-test', { noIndex: true });

export default function SentryServerTestPage() {
  if (!settings.ERROR_TEST_PAGES) notFound();
  throw new Error('Error reporting test: server error raised on purpose');
}
