import type { Metadata } from 'next';

import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found-view';

/** The proxy serves this prerendered page with status 404 for every path that names no page. */
export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

export default function NotFoundPage() {
  return <NotFoundView />;
}
