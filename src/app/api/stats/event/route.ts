import { forwardStatisticsEvent } from '@/integrations/plausible/relay';

/** The statistics script's events, passed on to the service (`data-api` points here). */
export function POST(request: Request): Promise<Response> {
  return forwardStatisticsEvent(request);
}
