// The leads as CSV for a spreadsheet: RFC 4180, UTF-8 with a byte order mark so that Excel shows
// umlauts, and formula-like cells defused with a leading `'`. IP hashes are not exported.

import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '@/server/db/connection';
import {
  contactSubmissions,
  jobApplications,
  leadStatuses,
  newsletterStatuses,
  newsletterSubscribers,
  uploads,
} from '@/server/db/schema';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: a spreadsheet formula defused, then quoted per RFC 4180 where needed. */
function csvField(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(' ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file for Excel: UTF-8 with a byte order mark, CRLF line ends. */
export function toCsv(header: string[], rows: Array<Record<string, unknown>>): string {
  const lines = [header, ...rows.map((row) => header.map((name) => row[name]))].map((cells) =>
    cells.map(csvField).join(','),
  );
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The selected columns, named as the CSV header names them, in the order of the file. */
const contactColumns = {
  id: contactSubmissions.id,
  created_at: contactSubmissions.createdAt,
  status: contactSubmissions.status,
  locale: contactSubmissions.locale,
  name: contactSubmissions.name,
  email: contactSubmissions.email,
  company: contactSubmissions.company,
  phone: contactSubmissions.phone,
  topic: contactSubmissions.topic,
  budget: contactSubmissions.budget,
  timeline: contactSubmissions.timeline,
  message: contactSubmissions.message,
  newsletter_opt_in: contactSubmissions.newsletterOptIn,
  source_path: contactSubmissions.sourcePath,
  utm: contactSubmissions.utm,
  spam_reasons: contactSubmissions.spamReasons,
  proof_of_work: contactSubmissions.proofOfWork,
};

const applicationColumns = {
  id: jobApplications.id,
  created_at: jobApplications.createdAt,
  status: jobApplications.status,
  locale: jobApplications.locale,
  job_reference: jobApplications.jobReference,
  job_slug: jobApplications.jobSlug,
  name: jobApplications.name,
  email: jobApplications.email,
  phone: jobApplications.phone,
  linkedin_url: jobApplications.linkedinUrl,
  portfolio_url: jobApplications.portfolioUrl,
  message: jobApplications.message,
  cv_file_name: uploads.fileName,
  cv_size: uploads.size,
  spam_reasons: jobApplications.spamReasons,
  proof_of_work: jobApplications.proofOfWork,
};

const newsletterColumns = {
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  locale: newsletterSubscribers.locale,
  source: newsletterSubscribers.source,
  proof_of_work: newsletterSubscribers.proofOfWork,
  created_at: newsletterSubscribers.createdAt,
  confirmed_at: newsletterSubscribers.confirmedAt,
};

export const exportKinds = ['contact', 'application', 'newsletter'] as const;

export type ExportKind = (typeof exportKinds)[number];

/** The statuses each kind of row can have, for a filter by status. */
export const exportStatuses = {
  contact: leadStatuses,
  application: leadStatuses,
  newsletter: newsletterStatuses,
} as const satisfies Record<ExportKind, readonly string[]>;

/** Rows created on or after `from` and before `until`, with `status` when given. */
export type ExportFilter = { from?: Date; until?: Date; status?: string };

function filterOn(createdAt: PgColumn, statusColumn: PgColumn, filter: ExportFilter) {
  return and(
    filter.from ? gte(createdAt, filter.from) : undefined,
    filter.until ? lt(createdAt, filter.until) : undefined,
    filter.status !== undefined ? eq(statusColumn, filter.status) : undefined,
  );
}

export async function exportRows(
  db: Database,
  kind: ExportKind,
  filter: ExportFilter,
): Promise<{ header: string[]; rows: Array<Record<string, unknown>> }> {
  switch (kind) {
    case 'contact': {
      const table = contactSubmissions;
      const rows = await db
        .select(contactColumns)
        .from(table)
        .where(filterOn(table.createdAt, table.status, filter))
        .orderBy(asc(table.createdAt), asc(table.id));
      return { header: Object.keys(contactColumns), rows };
    }
    case 'application': {
      const table = jobApplications;
      const rows = await db
        .select(applicationColumns)
        .from(table)
        .leftJoin(uploads, eq(uploads.id, table.cvUploadId))
        .where(filterOn(table.createdAt, table.status, filter))
        .orderBy(asc(table.createdAt), asc(table.id));
      return { header: Object.keys(applicationColumns), rows };
    }
    case 'newsletter': {
      const table = newsletterSubscribers;
      const rows = await db
        .select(newsletterColumns)
        .from(table)
        .where(filterOn(table.createdAt, table.status, filter))
        .orderBy(asc(table.createdAt), asc(table.email));
      return { header: Object.keys(newsletterColumns), rows };
    }
  }
}
