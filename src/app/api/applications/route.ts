import { MAX_CV_BYTES } from '@/features/application/cv';
import { submitApplication } from '@/features/application/submit';
import { handleLeadPost } from '@/features/forms/lead-endpoint';

/** The CV plus the form fields and multipart framing. */
const MAX_BODY_BYTES = MAX_CV_BYTES + 128 * 1024;

export function POST(request: Request) {
  return handleLeadPost(request, {
    form: 'application',
    accepted: ['multipart'],
    maxBytes: MAX_BODY_BYTES,
    submit: async (fields, files, context) => {
      const cv = files.get('cv');
      const upload = cv
        ? { name: cv.name, type: cv.type, bytes: new Uint8Array(await cv.arrayBuffer()) }
        : undefined;
      return submitApplication(fields, upload, context);
    },
  });
}
