import { collectVitals } from '@/integrations/vitals/collect';

/** Real visitors' Core Web Vitals, sent by the page as it is hidden. */
export function POST(request: Request): Promise<Response> {
  return collectVitals(request);
}
