import type { Metadata } from 'next';

import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found-view';

/**
 * The localized 404 page, prerendered; the proxy serves it with status 404 for every path that
 * names no page, so the server sends a whole page, not an empty shell.
 */
export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

export default function NotFoundPage() {
  return <NotFoundView />;
}
