import { serveStatisticsScript } from '@/integrations/plausible/relay';

// The script is fetched from the service configured on the running server, never at build time.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return serveStatisticsScript();
}
