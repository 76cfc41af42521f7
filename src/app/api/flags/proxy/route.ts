import { relayFlags } from '@/integrations/flags/relay';

export const dynamic = 'force-dynamic';

export const GET = relayFlags;
// The client's optional POST mode sends its context as a JSON body; the answer is the same.
export const POST = relayFlags;
