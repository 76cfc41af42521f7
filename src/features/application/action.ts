'use server';

import { answerLeadForm } from '@/features/forms/lead-action';
import type { FormState } from '@/features/forms/state';

import { applicationEndpoint } from './endpoint';

export async function sendApplication(_state: FormState, data: FormData): Promise<FormState> {
  return answerLeadForm(applicationEndpoint, data);
}
