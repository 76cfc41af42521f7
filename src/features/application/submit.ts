import 'server-only';

import { randomUUID } from 'node:crypto';

import { getOpenJob } from '@/content/queries';
import { fieldErrors, type FieldErrors } from '@/features/forms/fields';
import type { ValidatedLead } from '@/features/forms/state';
import { jobApplications, uploads } from '@/server/db/schema';
import { countRefusedSubmission } from '@/server/leads/rate-limit';

import { isPdf, MAX_CV_BYTES } from './cv';
import {
  applicationAnnouncement,
  applicationConfirmation,
  applicationNotification,
} from './emails';
import { scanPdfInWorker } from './pdf-scan';
import { applicationSchema } from './schema';

export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

/** No path, control or bidi characters (`cv\u202Efdp.exe` shows as `cvexe.pdf`); never a path. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')

    .replace(
      /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]+/g,
      '',
    )
    .replace(/\.pdf$/i, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 100);
  return `${cleaned || 'cv'}.pdf`;
}

/** The CV's checks; `scanned` when its content was read, which costs work worth counting. */
async function checkCv(
  cv: UploadedFile | undefined,
): Promise<{ errors: FieldErrors; scanned: boolean }> {
  const unscanned = (errors: FieldErrors) => ({ errors, scanned: false });
  if (!cv || cv.bytes.length === 0) return unscanned({ cv: { code: 'fileRequired' } });
  if (cv.bytes.length > MAX_CV_BYTES) {
    return unscanned({
      cv: { code: 'fileTooLarge', values: { max: MAX_CV_BYTES / 1024 / 1024 } },
    });
  }
  if (!isPdf(cv.bytes)) return unscanned({ cv: { code: 'fileNotPdf' } });
  // The hiring team opens CVs in readers that run scripts and actions: refuse what could hold
  // any, and what no reader would open as a PDF.
  const { activeContent, unreadable, notPdf } = await scanPdfInWorker(cv.bytes);
  if (activeContent.length === 0 && unreadable.length === 0 && !notPdf) {
    return { errors: {}, scanned: true };
  }
  console.warn(
    `CV refused: ${[...activeContent, ...unreadable, ...(notPdf ? ['notPdf'] : [])].join(', ')}`,
  );
  const code =
    activeContent.length > 0 ? 'fileActiveContent' : notPdf ? 'fileNotPdf' : 'fileUncheckable';
  return { errors: { cv: { code } }, scanned: true };
}

export async function validateApplication(
  raw: Record<string, unknown>,
  cv: UploadedFile | undefined,
  headers: Headers,
): Promise<ValidatedLead> {
  const parsed = applicationSchema.safeParse(raw);
  const cvCheck = await checkCv(cv);
  const errors: FieldErrors = {
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...cvCheck.errors,
  };
  if (cvCheck.scanned && errors.cv) await countRefusedSubmission('application', headers);
  const job = parsed.success ? getOpenJob(parsed.data.locale, parsed.data.job) : undefined;
  if (parsed.success && (!job || job.applyUrl)) errors.job = { code: 'invalid' };
  if (!parsed.success || !job || !cv || Object.keys(errors).length > 0) {
    return { outcome: 'invalid', errors };
  }
  const application = parsed.data;
  const { website, renderedAt, captchaToken, altcha, ...fields } = application;
  const uploadId = randomUUID();
  const fileName = safeFileName(cv.name);

  return {
    outcome: 'valid',
    captchaToken,
    lead: {
      form: 'application',
      fingerprint: { ...fields, cv: { name: fileName, size: cv.bytes.length } },
      traps: { website, renderedAt },
      proofOfWork: altcha,
      texts: [application.name, application.message],
      signsLinks: false,
      store: async (tx, row) => {
        await tx.insert(uploads).values({
          id: uploadId,
          fileName,
          contentType: 'application/pdf',
          size: cv.bytes.length,
          data: Buffer.from(cv.bytes),
        });
        await tx.insert(jobApplications).values({
          id: row.id,
          status: row.status,
          spamReasons: row.spamReasons,
          locale: application.locale,
          sourcePath: application.sourcePath,
          ipHash: row.client.ipHash,
          userAgent: row.client.userAgent,
          captchaScore: row.captchaScore,
          proofOfWork: row.proofOfWork,
          privacyAcceptedAt: new Date(),
          jobSlug: job.slug,
          jobReference: job.reference,
          name: application.name,
          email: application.email,
          phone: application.phone,
          linkedinUrl: application.linkedinUrl,
          portfolioUrl: application.portfolioUrl,
          message: application.message,
          cvUploadId: uploadId,
        });
      },
      notices: async (id, proofOfWork) => ({
        emails: [
          {
            kind: 'application-notification',
            message: await applicationNotification(
              id,
              application,
              job,
              { uploadId, fileName },
              proofOfWork,
            ),
          },
          {
            kind: 'application-confirmation',
            message: await applicationConfirmation(application, job),
          },
        ],
        announcement: await applicationAnnouncement(id, application, job, proofOfWork),
      }),
    },
  };
}
