import { startLeadSite, type LeadSite } from './setup/leads';
import { serverLogLines } from './setup/server';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { submitContact, type Answer } from './setup/submission-stream';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { expectFast, samplePaths, startPageSampler, summary, warmUp } from './setup/timing';
import { outboxEmails } from '../../src/server/db/schema';

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

test.describe('a mail server that takes 30 s to accept each message', () => {
  let smtp: TestSmtp;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    smtp = await startSmtp();
    site = await startLeadSite({
      name: 'faults-slow-smtp',
      smtpUrl: smtp.url(),
      // The production timeouts: what a deployment has unless it sets them.
      env: { SMTP_TIMEOUT_MS: undefined, SMTP_REPLY_TIMEOUT_MS: undefined },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  test('pages and submissions stay fast, and every email arrives once', async () => {
    test.setTimeout(240_000);
    const warmUpAnswer = await submitContact(site.baseURL, {
      locale: 'en',
      email: 'warm-up@example.ch',
      key: 'slow-warm-up',
    });
    expect(warmUpAnswer.status).toBe(201);
    await warmUp(site.baseURL);
    // Its emails gone, the outbox is idle when the server turns slow.
    await expect
      .poll(() => emailsOf(smtp.received, warmUpAnswer).length, { timeout: 30_000 })
      .toBe(2);

    await smtp.setMode('slow');
    const first = await submitContact(site.baseURL, {
      locale: 'de',
      email: 'slow-first@example.ch',
      key: 'slow-first-key',
    });
    // The worker is busy with the slow server before anything is measured.
    await expect
      .poll(() => smtp.held(), { message: 'the mail server holds a message' })
      .toBeGreaterThan(0);

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
      await expect
        .poll(() => sampler.timings.length, { message: 'every page requested once' })
        .toBeGreaterThanOrEqual(samplePaths.length);
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
    await expect
      .poll(() => delivered().length, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(expected);
    // Stopped, the server has finished what it was sending; with every email marked sent
    // in its outbox, no second copy of any of them can follow.
    await site.stop();
    const outbox = await site.query((db) => db.select().from(outboxEmails));
    expect(outbox.filter((row) => row.sentAt === null)).toEqual([]);
    expect(answers.map((answer) => emailsOf(smtp.received, answer).length)).toEqual(
      Array(answers.length).fill(2),
    );
    expect(new Set(delivered().map((mail) => mail.parsed.messageId)).size).toBe(expected);
    expect(serverLogLines(site.logFile, /not sent/)).toEqual([]);
  });
});
