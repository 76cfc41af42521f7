import 'server-only';

import { fieldErrors } from '@/features/forms/fields';
import type { ValidatedLead } from '@/features/forms/state';
import { startSubscription } from '@/features/newsletter/service';
import { contactSubmissions } from '@/server/db/schema';

import { contactAnnouncement, contactConfirmation, contactNotification } from './emails';
import { contactSchema } from './schema';

export function validateContact(raw: unknown): ValidatedLead {
  const parsed = contactSchema.safeParse(raw);
  if (!parsed.success) return { outcome: 'invalid', errors: fieldErrors(parsed.error) };
  const contact = parsed.data;
  const { website, renderedAt, captchaToken, altcha, ...fingerprint } = contact;

  return {
    outcome: 'valid',
    captchaToken,
    lead: {
      form: 'contact',
      fingerprint,
      traps: { website, renderedAt },
      proofOfWork: altcha,
      texts: [contact.name, contact.company ?? '', contact.message],
      signsLinks: contact.newsletterOptIn,
      store: async (tx, row, linkKey) => {
        await tx.insert(contactSubmissions).values({
          id: row.id,
          status: row.status,
          spamReasons: row.spamReasons,
          locale: contact.locale,
          sourcePath: contact.sourcePath,
          ipHash: row.client.ipHash,
          userAgent: row.client.userAgent,
          captchaScore: row.captchaScore,
          proofOfWork: row.proofOfWork,
          privacyAcceptedAt: new Date(),
          name: contact.name,
          email: contact.email,
          company: contact.company,
          phone: contact.phone,
          topic: contact.topic,
          budget: contact.budget,
          timeline: contact.timeline,
          message: contact.message,
          newsletterOptIn: contact.newsletterOptIn,
          utm: utmOf(contact),
        });
        // A lead kept as spam signs its sender up for nothing.
        if (row.status === 'new' && linkKey) {
          const { email, locale } = contact;
          await startSubscription(tx, linkKey, email, locale, 'contact', row.proofOfWork);
        }
      },
      notices: async (id, proofOfWork) => ({
        emails: [
          {
            kind: 'contact-notification',
            message: await contactNotification(id, contact, proofOfWork),
          },
          { kind: 'contact-confirmation', message: await contactConfirmation(contact) },
        ],
        announcement: await contactAnnouncement(id, contact, proofOfWork),
      }),
    },
  };
}

function utmOf(contact: {
  utm_source?: string | undefined;
  utm_medium?: string | undefined;
  utm_campaign?: string | undefined;
}) {
  const utm = Object.fromEntries(
    Object.entries({
      source: contact.utm_source,
      medium: contact.utm_medium,
      campaign: contact.utm_campaign,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return Object.keys(utm).length > 0 ? utm : null;
}
