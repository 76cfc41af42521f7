import 'server-only';

import type { LeadEndpoint } from '@/features/forms/lead';

import { MAX_CV_BYTES } from './cv';
import { validateApplication } from './submit';

export const applicationEndpoint: LeadEndpoint = {
  path: '/api/applications/',
  form: 'application',
  accepted: ['multipart'],
  // The CV plus the form fields and multipart framing.
  maxBytes: MAX_CV_BYTES + 128 * 1024,
  validate: async (fields, files, headers) => {
    const cv = files.get('cv');
    const upload = cv
      ? { name: cv.name, type: cv.type, bytes: new Uint8Array(await cv.arrayBuffer()) }
      : undefined;
    return validateApplication(fields, upload, headers);
  },
};
