import 'server-only';

import { site } from '@/config/site';
import type { LeadAnnouncement, OutboxMessage, ProofOfWorkResult } from '@/server/db/schema';
import { proofOfWorkFact, unverifiedSubjectTag } from '@/server/leads/proof-of-work';
import { headerSafe, render } from '@/server/mail/compose';
import { serverSettings } from '@/server/settings';
import { serverTranslator } from '@/server/translator';

import type { Application } from './schema';

type Job = { title: string; reference: string };

/** What the hiring team reads about an application, in English whatever its language. */
async function applicationFacts(
  application: Application,
  job: Job,
  proofOfWork: ProofOfWorkResult,
) {
  const t = await serverTranslator('en');
  const essentials = [
    { label: t('contactUs.emails.fields.job'), value: `${job.title} (${job.reference})` },
    { label: t('contactUs.emails.fields.name'), value: application.name },
    { label: t('contactUs.emails.fields.email'), value: application.email },
    { label: t('contactUs.emails.fields.phone'), value: application.phone ?? '–' },
    { label: t('contactUs.emails.fields.linkedinUrl'), value: application.linkedinUrl ?? '–' },
    { label: t('contactUs.emails.fields.portfolioUrl'), value: application.portfolioUrl ?? '–' },
    { label: t('contactUs.emails.language'), value: application.locale },
    await proofOfWorkFact(proofOfWork),
  ];
  return { t, essentials };
}

export async function applicationNotification(
  id: string,
  application: Application,
  job: Job,
  cv: { uploadId: string; fileName: string },
  proofOfWork: ProofOfWorkResult,
): Promise<OutboxMessage> {
  const { t, essentials } = await applicationFacts(application, job, proofOfWork);
  return {
    from: serverSettings.MAIL_FROM,
    to: serverSettings.HIRING_INBOX,
    replyTo: application.email,
    subject: headerSafe(
      `[Application${await unverifiedSubjectTag(proofOfWork)}] ${job.reference} ${job.title} – ${application.name}`,
    ),
    attachments: [{ ...cv, contentType: 'application/pdf' }],
    ...render(
      [
        ...essentials,
        { label: t('contactUs.emails.fields.message'), value: application.message || '–' },
      ],
      t('contactUs.emails.reference', { id }),
    ),
  };
}

/** The application's webhook announcement: essentials and message; the CV stays in the email. */
export async function applicationAnnouncement(
  id: string,
  application: Application,
  job: Job,
  proofOfWork: ProofOfWorkResult,
): Promise<LeadAnnouncement> {
  const { essentials } = await applicationFacts(application, job, proofOfWork);
  return {
    form: 'application',
    id,
    title: `New application: ${job.reference} ${job.title} – ${application.name}`,
    facts: essentials,
    message: application.message || '–',
  };
}

export async function applicationConfirmation(
  application: Application,
  job: Job,
): Promise<OutboxMessage> {
  const t = await serverTranslator(application.locale);
  return {
    from: serverSettings.MAIL_FROM,
    to: application.email,
    subject: t('jobs.emails.confirmationSubject', { job: job.title }),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('jobs.emails.confirmationBody', { job: job.title, reference: job.reference }) },
        { text: t('contactUs.emails.confirmationNotYou', { email: site.email }) },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}
