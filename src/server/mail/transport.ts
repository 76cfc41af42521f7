import 'server-only';

import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type MailTransportOptions = {
  smtpUrl: string | undefined;
  dataDir: string;
  /** For connecting and for the greeting: a server that is down is noticed quickly. */
  timeoutMs: number;
  /** For every answer after the greeting, above all the one to a message's data. */
  replyTimeoutMs: number;
};

export type MailTransport = {
  description: string;
  /** How many messages it sends at once; more wait for a free connection. */
  concurrency: number;
  send: (mail: Mail.Options & { messageId: string; date: Date }) => Promise<void>;
};

/** What a file is written as until it is complete; only a rename makes it an .eml file. */
const PARTIAL_SUFFIX = '.partial';

/** Connections to the mail server: a queue goes out a few at a time, without hogging it. */
const SMTP_CONNECTIONS = 3;
/** Files written at once when there is no mail server; writing is quick. */
const FILE_WRITES = 10;

/** Without SMTP_URL, .eml files: the default loses nothing and shows exactly what would be sent. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      // Keeps a few connections open, so a queue of messages goes out without a handshake each.
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.replyTimeoutMs,
    });
    const url = new URL(options.smtpUrl);
    return {
      description: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      concurrency: SMTP_CONNECTIONS,
      send: async (mail) => {
        await transporter.sendMail(mail);
      },
    };
  }
  return createFileTransport(join(options.dataDir, 'mail'));
}

// A resend replaces its own file; partial files a crash left are removed, as the outbox writes
// them again.
function createFileTransport(folder: string): MailTransport {
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    if (name.endsWith(PARTIAL_SUFFIX)) rmSync(join(folder, name), { force: true });
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${folder}`,
    concurrency: FILE_WRITES,
    send: async (mail) => {
      const { message } = (await writer.sendMail(mail)) as { message: Buffer };
      const id = mail.messageId.replace(/[<>]/g, '').split('@')[0] ?? 'message';
      const stamp = mail.date.toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${id}.eml`);
      // Again for every message: a folder deleted while the server runs is made anew.
      await mkdir(folder, { recursive: true });
      await writeFile(`${file}${PARTIAL_SUFFIX}`, message);
      await rename(`${file}${PARTIAL_SUFFIX}`, file);
    },
  };
}

/** SMTP answered 5xx: retrying the same message cannot succeed. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
