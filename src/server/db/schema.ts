import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Relative, so that drizzle-kit, which knows no path aliases, reads this file too.
import { locales } from '../../i18n/locales';
import type { LeadForm } from '../leads/forms';

// Shared by PGlite and PostgreSQL; `npm run db:generate` turns a change into a migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Binary data; PGlite hands back a Uint8Array and pg a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const leadStatuses = ['new', 'spam', 'handled'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** All but `solved` (not sent; wrong, expired or reused) is kept and mailed as unverified. */
export const proofOfWorkResults = ['solved', 'missing', 'invalid'] as const;
export type ProofOfWorkResult = (typeof proofOfWorkResults)[number];

/** Null on rows stored before the site asked for a proof of work. */
const proofOfWork = () => text('proof_of_work', { enum: proofOfWorkResults });
/** What every lead records about how it arrived, for spam review and attribution. */
const arrival = () => ({
  status: text('status', { enum: leadStatuses }).notNull(),
  spamReasons: text('spam_reasons')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  locale: text('locale', { enum: locales }).notNull(),
  sourcePath: text('source_path'),
  /** SHA-256 HMAC of the client address with a daily salt; the address itself is never kept. */
  ipHash: text('ip_hash').notNull(),
  userAgent: text('user_agent'),
  captchaScore: real('captcha_score'),
  proofOfWork: proofOfWork(),
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    ...arrival(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    topic: text('topic').notNull(),
    budget: text('budget'),
    timeline: text('timeline'),
    message: text('message').notNull(),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    utm: jsonb('utm').$type<Record<string, string>>(),
  },
  (table) => [index('contact_submissions_created_at_idx').on(table.createdAt)],
);

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
  /** The visitor's file name, sanitized; stored only as metadata, never used as a path. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
});

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    ...arrival(),
    jobSlug: text('job_slug').notNull(),
    jobReference: text('job_reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    linkedinUrl: text('linkedin_url'),
    portfolioUrl: text('portfolio_url'),
    message: text('message').notNull(),
    cvUploadId: uuid('cv_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (table) => [index('job_applications_created_at_idx').on(table.createdAt)],
);

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  /** Normalised: trimmed, lower-cased. */
  email: text('email').primaryKey(),
  status: text('status', { enum: newsletterStatuses }).notNull(),
  locale: text('locale', { enum: locales }).notNull(),
  source: text('source').notNull(),
  proofOfWork: proofOfWork(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** Addresses that must never get a newsletter email again, kept only as hashes. */
export const emailSuppressions = pgTable('email_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  list: text('list').notNull(),
  reason: text('reason', { enum: ['unsubscribe', 'bounce', 'complaint', 'manual'] }).notNull(),
  source: text('source').notNull(),
  createdAt: createdAt(),
});

const deliveryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** A worker holds the row until then; after a crash another picks it up. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});

const dueIndex = (
  name: string,
  table: { nextAttemptAt: AnyPgColumn; sentAt: AnyPgColumn; failedAt: AnyPgColumn },
) =>
  index(name)
    .on(table.nextAttemptAt)
    .where(sql`${table.sentAt} is null and ${table.failedAt} is null`);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    kind: text('kind').notNull(),
    /** The complete message, rendered when it was queued. */
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    /** Set for newsletter mail: the suppression list is checked against it before sending. */
    newsletterRecipient: text('newsletter_recipient'),
    ...deliveryColumns(),
  },
  (table) => [dueIndex('outbox_emails_due_idx', table)],
);

export type OutboxMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files from the uploads table, attached when the message is sent. */
  attachments?: Array<{ uploadId: string; fileName: string; contentType: string }>;
};

export const webhookChannels = ['slack', 'teams', 'json'] as const;
export type WebhookChannel = (typeof webhookChannels)[number];

/** What a webhook says about a lead, written in the site's default language when it is queued. */
export type LeadAnnouncement = {
  form: LeadForm;
  id: string;
  title: string;
  facts: Array<{ label: string; value: string }>;
  message: string;
};

/** One row per lead and endpoint, each retried on its own, so a down endpoint holds back none. */
export const outboxWebhooks = pgTable(
  'outbox_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    channel: text('channel', { enum: webhookChannels }).notNull(),
    announcement: jsonb('announcement').$type<LeadAnnouncement>().notNull(),
    ...deliveryColumns(),
  },
  (table) => [dueIndex('outbox_webhooks_due_idx', table)],
);

/** The first answer to a request sent with an Idempotency-Key, replayed for retries. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body').notNull(),
  createdAt: createdAt(),
});

/** Answered challenges, so that each is accepted once across instances; useless once expired. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_challenges_expires_at_idx').on(table.expiresAt)],
);

/** Counters of rate-limiter-flexible, shared by every server instance on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Secrets generated on first start when none is configured, so all instances share them. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const privacyRequestActions = ['find', 'export', 'erase'] as const;

/** Log of `npm run leads -- find|export|erase`: the action and counts, never whom it concerned. */
export const privacyRequests = pgTable('privacy_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  action: text('action', { enum: privacyRequestActions }).notNull(),
  records: jsonb('records').$type<Record<string, number>>().notNull(),
  createdAt: createdAt(),
});

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
/** `navigator.connection.effectiveType`, or `unknown` where the browser does not tell. */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

/** What every field measurement is recorded under: nothing that tells visitors apart. */
const vitalDimensions = () => ({
  /** The route table's name (`/blog/[slug]`), never the path. */
  route: text('route').notNull(),
  locale: text('locale', { enum: locales }).notNull(),
  device: text('device', { enum: deviceClasses }).notNull(),
  connection: text('connection', { enum: connectionTypes }).notNull(),
  metric: text('metric', { enum: vitalMetrics }).notNull(),
});

/** Field Core Web Vitals, a row per metric and page view; old rows fold into `web_vitals_daily`. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ...vitalDimensions(),
    deployment: text('deployment').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [index('web_vitals_recorded_at_idx').on(table.recordedAt)],
);

/** Keyed hashes kept apart from the samples, so that a client counts once per route and day. */
export const webVitalsContributors = pgTable('web_vitals_contributors', {
  key: text('key').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
});

/** A single row shared by every instance, so that the field-data budget holds site-wide. */
export const webVitalsBudget = pgTable('web_vitals_budget', {
  id: integer('id').primaryKey(),
  rows: integer('rows').notNull(),
  minute: timestamp('minute', { withTimezone: true }).notNull(),
  minuteRows: integer('minute_rows').notNull(),
});

/** The bucket counts let a p75 over several days or groups be estimated. */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...vitalDimensions(),
    count: integer('count').notNull(),
    p75: doublePrecision('p75').notNull(),
    buckets: integer('buckets').array().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.route, table.locale, table.device, table.connection, table.metric],
    }),
  ],
);

/** Sign-in links emailed to editors: only a hash of the token is kept, and each works once. */
export const editorSignInLinks = pgTable(
  'editor_sign_in_links',
  {
    /** SHA-256 of the token in the link: the database alone signs no one in. */
    tokenHash: text('token_hash').primaryKey(),
    /** Normalised: trimmed, lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('editor_sign_in_links_expires_at_idx').on(table.expiresAt)],
);

/** Signed-in editors; the cookie holds the id, the table only its hash. */
export const editorSessions = pgTable(
  'editor_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** The idle limit counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit, however active the session. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('editor_sessions_email_idx').on(table.email)],
);

export const editorActions = [
  'sign-in',
  'sign-out',
  'sign-out-everywhere',
  'save',
  'delete',
  'restore',
] as const;
export type EditorAction = (typeof editorActions)[number];

export const editorAuditLog = pgTable(
  'editor_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    email: text('email').notNull(),
    action: text('action', { enum: editorActions }).notNull(),
    /** The entries a save or deletion touched, `blog/my-post` or `pages/home`, comma-separated. */
    entries: text('entries'),
    files: jsonb('files').$type<{ written: string[]; removed: string[] }>(),
  },
  (table) => [index('editor_audit_log_created_at_idx').on(table.createdAt)],
);

/** The contents of the content's files, by their SHA-256: a version names its files by it. */
export const contentFiles = pgTable('content_files', {
  sha256: text('sha256').primaryKey(),
  contents: bytea('contents').notNull(),
});

/** `original` is the entry as the checkout had it before its first save on the live site. */
export const contentVersionActions = [
  'original',
  'save',
  'delete',
  'restore',
  'deployment',
] as const;
export type ContentVersionAction = (typeof contentVersionActions)[number];

/** Every instance serves each entry's latest version; a deleted entry's version has no files. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    /** `blog/my-post` or `pages/home`: the folder under `content/` and `public/images/`. */
    entry: text('entry').notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    action: text('action', { enum: contentVersionActions }).notNull(),
    /** The editor who saved it; none for the original and a deployment. */
    email: text('email'),
    restoredFrom: integer('restored_from'),
  },
  (table) => [index('content_versions_entry_idx').on(table.entry, table.id)],
);
