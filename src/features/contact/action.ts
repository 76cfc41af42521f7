'use server';

import { textFields } from '@/features/forms/form-data';
import { answerLead } from '@/features/forms/lead-action';
import type { FormState } from '@/features/forms/state';

import { submitContact } from './submit';

export async function sendContact(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  return answerLead(fields, (context) => submitContact(fields, context), 'contact');
}
