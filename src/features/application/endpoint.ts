import 'server-only';

import type { LeadEndpoint } from '@/features/forms/lead';

import { MAX_CV_BYTES } from './cv';
import { submitApplication } from './submit';

export const applicationEndpoint: LeadEndpoint = {
  path: '/api/applications/',
  form: 'application',
  accepted: ['multipart'],
  // The CV plus the form fields and multipart framing.
  maxBytes: MAX_CV_BYTES + 128 * 1024,
  submit: async (fields, files, context) => {
    const cv = files.get('cv');
    const upload = cv
      ? { name: cv.name, type: cv.type, bytes: new Uint8Array(await cv.arrayBuffer()) }
      : undefined;
    return submitApplication(fields, upload, context);
  },
};
