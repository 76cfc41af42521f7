import { submitContact } from '@/features/contact/submit';
import { handleLeadPost } from '@/features/forms/lead-endpoint';

/** A contact enquiry has a few short fields and a message of at most 5000 characters. */
const MAX_BODY_BYTES = 64 * 1024;

export function POST(request: Request) {
  return handleLeadPost(request, {
    form: 'contact',
    accepted: ['json', 'form'],
    maxBytes: MAX_BODY_BYTES,
    submit: (fields, _files, context) => submitContact(fields, context),
  });
}
