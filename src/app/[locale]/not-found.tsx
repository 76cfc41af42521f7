import type { Metadata } from 'next';

import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found-view';

// A safety net for `notFound()` during client-side navigation; requests for unknown paths get
// the prerendered 404 page from the proxy.
export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

export default function NotFound() {
  return <NotFoundView />;
}
