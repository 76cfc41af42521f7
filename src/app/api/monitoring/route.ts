import { relayErrorReports } from '@/integrations/sentry/relay';

export const POST = relayErrorReports;
