import 'server-only';

import { fieldErrors } from '@/features/forms/fields';
import type { SubmitOutcome } from '@/features/forms/state';
import { startSubscription } from '@/features/newsletter/service';
import { contactSubmissions } from '@/server/db/schema';
import { acceptLead, type RequestContext } from '@/server/leads/accept';

import { contactAnnouncement, contactConfirmation, contactNotification } from './emails';
import { contactSchema } from './schema';

export async function submitContact(raw: unknown, context: RequestContext): Promise<SubmitOutcome> {
  const parsed = contactSchema.safeParse(raw);
  if (!parsed.success) return { outcome: 'invalid', errors: fieldErrors(parsed.error) };
  const contact = parsed.data;
  const { website, renderedAt, captchaToken, altcha, ...fingerprint } = contact;

  return acceptLead(
    {
      form: 'contact',
      fingerprint,
      traps: { website, renderedAt },
      captchaToken,
      proofOfWork: altcha,
      texts: [contact.name, contact.company ?? '', contact.message],
      store: async (tx, row) => {
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
      },
      emails: async (id, proofOfWork) => [
        {
          kind: 'contact-notification',
          message: await contactNotification(id, contact, proofOfWork),
        },
        { kind: 'contact-confirmation', message: await contactConfirmation(contact) },
      ],
      announcement: (id, proofOfWork) => contactAnnouncement(id, contact, proofOfWork),
      alsoInTransaction: contact.newsletterOptIn
        ? (tx, linkKey, proofOfWork) =>
            startSubscription(tx, linkKey, contact.email, contact.locale, 'contact', proofOfWork)
        : undefined,
    },
    context,
  );
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
