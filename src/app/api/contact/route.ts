import { contactEndpoint } from '@/features/contact/endpoint';
import { handleLeadPost } from '@/features/forms/lead-endpoint';

export function POST(request: Request) {
  return handleLeadPost(request, contactEndpoint);
}
