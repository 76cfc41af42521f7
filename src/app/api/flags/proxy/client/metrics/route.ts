import { relayFlagMetrics } from '@/integrations/flags/relay';

export const dynamic = 'force-dynamic';

export const POST = relayFlagMetrics;
