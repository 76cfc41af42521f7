import { applicationEndpoint } from '@/features/application/endpoint';
import { handleLeadPost } from '@/features/forms/lead-endpoint';

export function POST(request: Request) {
  return handleLeadPost(request, applicationEndpoint);
}
