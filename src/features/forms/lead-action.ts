import 'server-only';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { verifiesTokens } from '@/integrations/recaptcha/verify';
import { localizedPath } from '@/routes/paths';
import { refusedBeforeReading } from '@/server/leads/rate-limit';
import { countLead } from '@/server/metrics/leads';
import { serverTranslator } from '@/server/translator';

import { filesOf, textFields, valuesToKeep } from './form-data';
import { runLead, type LeadEndpoint } from './lead';
import { statusMessage, submissionLocale } from './messages';
import type { FormState } from './state';

/**
 * A lead form's server action: enhanced forms get their answer in place; without JavaScript,
 * the thank-you page or the form again with its errors.
 */
export async function answerLeadForm(endpoint: LeadEndpoint, data: FormData): Promise<FormState> {
  const requestHeaders = await headers();
  const fields = textFields(data);
  const locale = submissionLocale(fields, requestHeaders);
  const values = valuesToKeep(fields);
  // As the HTTP endpoint does: a client over its limit gets none of the submission's work.
  const limited = await refusedBeforeReading(endpoint.form, requestHeaders, verifiesTokens());
  if (!limited.allowed) {
    countLead(endpoint.form, 'refused');
    const message = await statusMessage('rateLimited', locale, limited.retryAfterSeconds);
    return { status: 'error', message, values };
  }
  const result = await runLead(endpoint, {
    fields,
    files: filesOf(data),
    headers: requestHeaders,
    idempotencyKey: fields.idempotencyKey,
    locale,
  });
  switch (result.outcome) {
    case 'created': {
      if (fields.enhanced === '1') return { status: 'success' };
      // `#top`: the form's action URL ends in a fragment, which the browser would otherwise
      // carry over to the thank-you page and scroll to the same id in its footer.
      const kind = endpoint.form === 'contact' ? 'message' : 'application';
      redirect(`${localizedPath('/thank-you/[kind]', locale, { kind })}#top`);
    }
    case 'invalid': {
      const t = await serverTranslator(locale);
      return {
        status: 'invalid',
        errors: result.errors,
        message: t('shared.forms.fixErrors'),
        values,
      };
    }
    case 'refused':
      return { status: 'error', message: result.message, values };
  }
}
