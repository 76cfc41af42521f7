import { schemaCheck, type FieldErrors } from '@/features/forms/fields';

import { isPdf, MAX_CV_BYTES } from './cv';
import { applicationSchema } from './schema';

/** The CV checks the browser can make before uploading 10 MB for nothing. */
async function checkCv(data: FormData): Promise<FieldErrors> {
  const cv = data.get('cv');
  if (!(cv instanceof File) || cv.size === 0) return { cv: { code: 'fileRequired' } };
  if (cv.size > MAX_CV_BYTES) {
    return { cv: { code: 'fileTooLarge', values: { max: MAX_CV_BYTES / 1024 / 1024 } } };
  }
  const head = new Uint8Array(await cv.slice(0, 5).arrayBuffer());
  return isPdf(head) ? {} : { cv: { code: 'fileNotPdf' } };
}

export const checkApplication = schemaCheck(applicationSchema, checkCv);
