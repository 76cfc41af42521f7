import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { startLeadSite, type LeadSite } from './setup/leads';
import { serverLogLines } from './setup/server';
import { waitFor } from './setup/services/http';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { submitContact, type Answer } from './setup/submission-stream';
import { expectFast, samplePaths, startPageSampler, summary, warmUp } from './setup/timing';
import { parseServerSettings } from '../../src/server/settings';

/**
 * A mail server that takes 30 s to answer each message, as a relay busy scanning content does.
 * Visitors never wait for email (it goes out from the outbox after the commit), so pages and
 * submissions stay fast; and the site waits for the slow answers instead of giving up and
 * sending the messages again, so every email arrives exactly once.
 */

const SUBMISSIONS = 20;

/** A contact submission's emails: the notification (with its id) and the visitor's copy. */
const emailsOf = (mail: ReceivedMail[], answer: Answer) =>
  mail.filter(
    (item) =>
      item.envelope.to.includes(answer.email) ||
      !!item.parsed.text?.includes(String(answer.body.id)),
  );

describe('a mail server that takes 30 s to accept each message', () => {
  let smtp: TestSmtp;
  let site: LeadSite;

  beforeAll(async () => {
    const defaults = parseServerSettings({});
    smtp = await startSmtp();
    site = await startLeadSite({
      name: 'faults-slow-smtp',
      smtpUrl: smtp.url(),
      // The production timeouts: what a deployment has unless it sets them.
      env: {
        SMTP_TIMEOUT_MS: String(defaults.SMTP_TIMEOUT_MS),
        SMTP_REPLY_TIMEOUT_MS: String(defaults.SMTP_REPLY_TIMEOUT_MS),
      },
    });
  });

  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  test(
    'pages and submissions stay fast, and every email arrives once',
    { timeout: 180_000 },
    async () => {
      const warmUpAnswer = await submitContact(site.baseURL, {
        locale: 'en',
        email: 'warm-up@example.ch',
        key: 'slow-warm-up',
      });
      expect(warmUpAnswer.status).toBe(201);
      await warmUp(site.baseURL);
      // Its emails gone, the outbox is idle when the server turns slow.
      await smtp.waitFor((mail) => emailsOf(mail, warmUpAnswer).length === 2);

      await smtp.setMode('slow');
      const first = await submitContact(site.baseURL, {
        locale: 'de',
        email: 'slow-first@example.ch',
        key: 'slow-first-key',
      });
      // The worker is busy with the slow server before anything is measured.
      await waitFor(() => smtp.held() > 0, { what: 'the mail server to hold a message' });

      const sampler = startPageSampler(site.baseURL);
      const answers: Answer[] = [first];
      try {
        for (let index = 0; index < SUBMISSIONS; index += 1) {
          answers.push(
            await submitContact(site.baseURL, {
              locale: index % 2 === 0 ? 'en' : 'de',
              email: `slow-${index}@example.ch`,
              key: `slow-${index}-key`,
            }),
          );
        }
        await waitFor(() => sampler.timings.length >= samplePaths.length, {
          what: 'every page requested once',
        });
      } finally {
        await sampler.stop();
      }
      // Still holding a message: everything above happened while the server was slow.
      expect(smtp.held()).toBeGreaterThan(0);
      // At 30 s a message, three at a time, the other 40 would take seven more minutes: the
      // relay catches up now, and the queue drains once the held messages are answered.
      await smtp.setMode('accept');
      console.log(
        `slow SMTP: submissions ${summary(answers.map((answer) => answer.ms))}; ` +
          `pages ${summary(sampler.timings.map((timing) => timing.ms))}`,
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(SUBMISSIONS + 1).fill(201));
      expectFast(
        'submissions',
        answers.map((answer) => answer.ms),
      );
      expect(sampler.timings.filter((timing) => timing.status !== 200)).toEqual([]);
      expectFast(
        'pages',
        sampler.timings.map((timing) => timing.ms),
      );

      // The held messages, answered after 30 s, arrive: the site waited for the slow answers
      // rather than giving up on them and sending them again.
      const delivered = () => answers.flatMap((answer) => emailsOf(smtp.received, answer));
      const expected = 2 * answers.length;
      await smtp.waitFor(() => delivered().length >= expected, 120_000);
      // A moment for a second copy of any of them to show up.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(answers.map((answer) => emailsOf(smtp.received, answer).length)).toEqual(
        Array(answers.length).fill(2),
      );
      expect(new Set(delivered().map((mail) => mail.parsed.messageId)).size).toBe(expected);
      expect(serverLogLines(site.logFile, /not sent/)).toEqual([]);
    },
  );
});
