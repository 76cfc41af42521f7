'use server';

import { answerLeadForm } from '@/features/forms/lead-action';
import type { FormState } from '@/features/forms/state';

import { contactEndpoint } from './endpoint';

export async function sendContact(_state: FormState, data: FormData): Promise<FormState> {
  return answerLeadForm(contactEndpoint, data);
}
