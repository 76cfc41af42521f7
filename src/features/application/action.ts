'use server';

import { textFields } from '@/features/forms/form-data';
import { answerLead } from '@/features/forms/lead-action';
import type { FormState } from '@/features/forms/state';

import { submitApplication } from './submit';

export async function sendApplication(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  const cv = data instanceof FormData ? data.get('cv') : null;
  const upload =
    cv instanceof File && cv.size > 0
      ? { name: cv.name, type: cv.type, bytes: new Uint8Array(await cv.arrayBuffer()) }
      : undefined;
  return answerLead(fields, (context) => submitApplication(fields, upload, context), 'application');
}
