import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { humanFillTimePassed } from './setup/fill-time';
import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { watchNetwork } from './setup/page-state';
import { artifactsDir } from './setup/server';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test, type OpenedPage } from './setup/test';
import deContact from '../../messages/de/contactUs.json' with { type: 'json' };
import deJobs from '../../messages/de/jobs.json' with { type: 'json' };
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import deUnsubscribe from '../../messages/de/unsubscribe.json' with { type: 'json' };
import enContact from '../../messages/en/contactUs.json' with { type: 'json' };
import enJobs from '../../messages/en/jobs.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import enUnsubscribe from '../../messages/en/unsubscribe.json' with { type: 'json' };
import type { Locale } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/paths';
import { samplePdf } from '../support/sample-pdf.mjs';

/**
 * The lead forms as visitors use them: in both languages, with JavaScript (validated in the
 * browser, sent to the API) and without (posted to a server action), through to the emails
 * that reach the inboxes and the newsletter's double opt-in and unsubscribe links.
 */

const texts = {
  en: { shared: enShared, contact: enContact, jobs: enJobs, unsubscribe: enUnsubscribe },
  de: { shared: deShared, contact: deContact, jobs: deJobs, unsubscribe: deUnsubscribe },
} as const;

const CONTACT_INBOX = 'hello@limmatlabs.ch';
const HIRING_INBOX = 'jobs@limmatlabs.ch';
const JOB = 'platform-engineer';

const screenshotDir = join(artifactsDir, 'screenshots');

const pdf = () => samplePdf();
const notPdf = () => Buffer.from('MZ\x90\x00 this is an executable, renamed');

const mode = (javaScript: boolean) => (javaScript ? 'js' : 'no-js');

/** `a***@example.ch`, as the link pages show an address. */
const masked = (email: string) => `${email.slice(0, 1)}***${email.slice(email.indexOf('@'))}`;

/** Fills `{name}` placeholders of a message the way next-intl does for plain arguments. */
const format = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Email links point at the configured SITE_URL; the tests open their path on their own server. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const header = (mail: ReceivedMail, key: string) =>
  mail.parsed.headers.find((item) => item.key === key)?.value;

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

type NewPage = (options: { baseURL: string; javaScriptEnabled: boolean }) => Promise<OpenedPage>;

test.describe('lead forms in the browser', () => {
  let smtp: TestSmtp;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    smtp = await startSmtp();
    site = await startLeadSite({ name: 'forms', smtpUrl: smtp.url() });
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  async function open(newPage: NewPage, javaScript: boolean) {
    const opened = await newPage({ baseURL: site.baseURL, javaScriptEnabled: javaScript });
    opened.page.setDefaultTimeout(15_000);
    return opened;
  }

  /**
   * Opens a page with a lead form. With JavaScript it waits for hydration: the hidden fields
   * the browser adds (`enhanced`, `renderedAt`) exist only once React runs.
   */
  async function openForm(page: Page, path: string, javaScript: boolean) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    if (javaScript) await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();
  }

  /** The form that holds the field with id `fieldId`. */
  const formWith = (page: Page, fieldId: string): Locator =>
    page.locator('form').filter({ has: page.locator(`#${fieldId}`) });

  /**
   * Submits a form that answers, without JavaScript, with a redirect to a thank-you page. The
   * browser keeps the fragment of the form's page (`#apply`) across the redirect; only the
   * path counts.
   */
  async function submitToThankYou(page: Page, submit: () => Promise<void>, path: string) {
    const isThankYou = (url: string) => new URL(url).pathname === path;
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => isThankYou(candidate.url()), { timeout: 15_000 }),
      submit(),
    ]);
    await expect(page).toHaveURL((url) => url.pathname === path);
    expect(response.status()).toBe(200);
  }

  async function mailFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000) {
    await expect.poll(() => smtp.received.some(predicate), { timeout: timeoutMs }).toBe(true);
    const found = smtp.received.filter(predicate);
    return found[found.length - 1] as ReceivedMail;
  }

  const sentTo = (address: string) => (mail: ReceivedMail) => mail.envelope.to.includes(address);

  let drains = 0;

  /**
   * What reached `address` once the outbox has sent everything queued before the call: proof
   * that nothing did. The worker claims the oldest due messages first, a few at a time, and
   * claims more only once those are sent. An enquiry sent now has its email claimed together
   * with or after anything queued earlier; a second one, sent once that email has arrived, is
   * claimed after that batch is done. When its email arrives, every earlier email has too.
   */
  async function mailsOnceOutboxSent(address: string) {
    for (const round of [1, 2]) {
      drains += 1;
      const marker = `outbox-drain-${drains}-${round}@example.ch`;
      expect(
        (await postJson(site.baseURL, '/api/contact/', contactBody({ email: marker }))).status,
      ).toBe(201);
      await mailFor(sentTo(marker));
    }
    return smtp.received.filter(sentTo(address));
  }

  for (const { locale, javaScript } of [
    { locale: 'en', javaScript: true },
    { locale: 'en', javaScript: false },
    { locale: 'de', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const) {
    test.describe(`the contact form in ${locale}, JavaScript ${javaScript}`, () => {
      const t = texts[locale];
      const errors = t.shared.forms.errors;
      const visitor = `contact-${locale}-${mode(javaScript)}@example.ch`;
      const message = `Contact ${locale} ${mode(javaScript)}: we need a dispatch tool for 40 vans.`;

      test('shows localized errors in place, then sends and confirms', async ({ newPage }) => {
        const { page, consoleErrors } = await open(newPage, javaScript);
        // The scripts that carry the forms' rules (the error codes only they name), and posts.
        const ruleScripts: string[] = [];
        const posts: string[] = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          const body = await response.text().catch(() => '');
          if (body.includes('invalidCharacters')) ruleScripts.push(response.url());
        });
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(request.url());
        });
        const network = watchNetwork(page);
        await openForm(page, localizedPath('/contact-us', locale), javaScript);
        const formUrl = page.url();
        const submit = () => page.getByRole('button', { name: t.contact.form.submit }).click();
        if (javaScript) {
          // The rules load when the visitor moves into the form, not with the page.
          await network.settled();
          expect(ruleScripts).toEqual([]);
        }

        await page.fill('#contact-name', 'Anna Meier');
        if (javaScript) await expect.poll(() => ruleScripts.length).toBe(1);
        await page.fill('#contact-email', 'anna.meier@');
        await page.fill('#contact-company', 'Meier Logistik AG');
        await page.fill('#contact-message', 'Too short');
        await submit();

        const email = page.locator('#contact-email');
        await expect(
          page.locator('#contact-email-error').getByText(errors.invalidEmail),
        ).toBeVisible();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toHaveAttribute('aria-describedby', /contact-email-error/);
        await expect(page.locator('#contact-topic-error')).toHaveText(errors.required);
        await expect(page.locator('#contact-message-error')).toHaveText(
          format(errors.tooShort, { min: 20 }),
        );
        await expect(page.locator('#contact-privacy-error')).toHaveText(errors.mustAccept);
        await expect(page.locator('#contact-name')).not.toHaveAttribute('aria-invalid');
        await expect(
          page.locator('[role="alert"]').getByText(t.shared.forms.fixErrors),
        ).toHaveCount(1);
        if (javaScript) {
          // The first field to correct has the focus; nothing left the page: the browser found
          // the errors itself.
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.id))
            .toBe('contact-email');
          expect(page.url()).toBe(formUrl);
          expect(posts).toEqual([]);
        } else {
          // The page comes back at the form's error summary, which links each field to correct.
          expect(new URL(page.url()).hash).toBe('#contact-errors');
          const summary = page.locator('#contact-errors');
          expect(
            await summary.evaluate((element) => element.getBoundingClientRect().top),
          ).toBeLessThan(400);
          await summary.getByRole('link', { name: new RegExp(errors.invalidEmail) }).click();
          await expect(page).toHaveURL((url) => url.hash === '#contact-email');
          // After the round trip to the server, what the visitor typed is still there.
          await expect(page.locator('#contact-name')).toHaveValue('Anna Meier');
          await expect(page.locator('#contact-email')).toHaveValue('anna.meier@');
          await expect(page.locator('#contact-company')).toHaveValue('Meier Logistik AG');
          await expect(page.locator('#contact-message')).toHaveValue('Too short');
        }
        await screenshot(page, `contact-errors-${locale}-${mode(javaScript)}`);

        await page.fill('#contact-email', visitor);
        await page.selectOption('#contact-topic', 'new_project');
        await page.selectOption('#contact-budget', '50k_150k');
        await page.fill('#contact-message', message);
        await page.check('#contact-privacy');
        if (javaScript) {
          await humanFillTimePassed(formWith(page, 'contact-name'));
          await submit();
          await expect(page.getByRole('status').getByText(t.contact.form.success)).toBeVisible();
          // The focus left the send button, disabled while sending, for the answer.
          await expect(page.locator(':focus')).toHaveText(t.contact.form.success);
          // The toast says it too, and the emptied form stays on the same page.
          await expect(page.locator('.Toastify').getByText(t.contact.form.success)).toBeVisible();
          expect(page.url()).toBe(formUrl);
          // The toast covers neither the form's own message nor its button.
          const toast = await page.locator('.Toastify__toast').first().boundingBox();
          for (const covered of [
            page.getByRole('button', { name: t.contact.form.submit }),
            page.locator('form [role="status"]').getByText(t.contact.form.success),
          ]) {
            const box = await covered.boundingBox();
            const overlaps =
              toast &&
              box &&
              toast.x < box.x + box.width &&
              box.x < toast.x + toast.width &&
              toast.y < box.y + box.height &&
              box.y < toast.y + toast.height;
            expect(overlaps).toBeFalsy();
          }
          await expect(page.locator('#contact-message')).toHaveValue('');
        } else {
          await submitToThankYou(
            page,
            submit,
            localizedPath('/thank-you/[kind]', locale, { kind: 'message' }),
          );
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            t.shared.thankYou.message.title,
          );
          // Opened at its top, not at the form's fragment.
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
        }

        const notification = await mailFor(
          (mail) => sentTo(CONTACT_INBOX)(mail) && !!mail.parsed.text?.includes(message),
        );
        expect(notification.envelope.to).toEqual([CONTACT_INBOX]);
        expect(notification.parsed.replyTo?.[0]?.address).toBe(visitor);
        expect(notification.parsed.text).toContain(`Language: ${locale}`);
        expect(notification.parsed.text).toContain(
          `Spam check: ${enContact.emails.spamCheckResults[javaScript ? 'solved' : 'missing']}`,
        );
        const confirmation = await mailFor(sentTo(visitor));
        expect(confirmation.envelope.to).toEqual([visitor]);
        expect(confirmation.parsed.subject).toBe(t.contact.emails.confirmationSubject);
        expect(confirmation.parsed.text).toContain(t.contact.emails.confirmationBody);
        expect(confirmation.raw).not.toContain('dispatch tool');
        // One submission, one notification and one confirmation.
        expect(smtp.received.filter(sentTo(visitor))).toHaveLength(1);
        expect(
          smtp.received.filter((mail) => mail.parsed.text?.includes(message) ?? false),
        ).toHaveLength(1);

        expect(consoleErrors).toEqual([]);
      });
    });
  }

  test('sends the contact form to the server when its rules cannot load', async ({ newPage }) => {
    const { page } = await open(newPage, true);
    await openForm(page, '/contact-us/', true);
    // From here on no script arrives: the rules, loaded on the first focus, never come, nor do
    // the toasts' code and the parts that hydrate on a press.
    await page.route('**/_next/static/**', (route) => route.abort());
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.fill('#contact-name', 'Anna Meier');
    await page.fill('#contact-email', 'anna.meier@');
    const network = watchNetwork(page);
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: texts.en.contact.form.submit }).click();
    await sent;
    // The server's answer, in place, with the same errors.
    await expect(page.locator('#contact-email-error')).toHaveText(
      texts.en.shared.forms.errors.invalidEmail,
    );
    await expect(page.locator('#contact-topic-error')).toHaveText(
      texts.en.shared.forms.errors.required,
    );
    expect(new URL(page.url()).pathname).toBe('/contact-us/');
    // The code that did not load reloaded nothing: the answer stays, and so does what was typed.
    await network.settled();
    expect(documents).toEqual([]);
    await expect(page.locator('#contact-name')).toHaveValue('Anna Meier');
  });

  for (const { locale, javaScript } of [
    { locale: 'en', javaScript: true },
    { locale: 'en', javaScript: false },
    { locale: 'de', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const) {
    test.describe(`the job application in ${locale}, JavaScript ${javaScript}`, () => {
      const t = texts[locale];
      const applicant = `applicant-${locale}-${mode(javaScript)}@example.ch`;
      const message = `Application ${locale} ${mode(javaScript)}: I run Kubernetes for a bank.`;
      const fileName = `cv-${locale}-${mode(javaScript)}.pdf`;

      test('refuses a file that is not a PDF, then sends the CV to the hiring inbox', async ({
        newPage,
      }) => {
        const { page, consoleErrors } = await open(newPage, javaScript);
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(request.url());
        });
        await openForm(
          page,
          `${localizedPath('/jobs/[job]', locale, { job: JOB })}#apply`,
          javaScript,
        );
        const formUrl = page.url();
        const submit = () => page.getByRole('button', { name: t.jobs.application.submit }).click();

        await page.fill('#application-name', 'Luca Rossi');
        await page.fill('#application-email', applicant);
        // As most people type it, without https://.
        await page.fill('#application-linkedinUrl', 'www.linkedin.com/in/luca-rossi');
        await page.fill('#application-message', message);
        await page.check('#application-privacy');
        // Named .pdf and declared a PDF, but it is not one.
        await page.setInputFiles('#application-cv', {
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: notPdf(),
        });
        await submit();
        await expect(
          page.locator('#application-cv-error').getByText(t.shared.forms.errors.fileNotPdf),
        ).toBeVisible();
        await expect(page.locator('#application-cv')).toHaveAttribute('aria-invalid', 'true');
        if (javaScript) {
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.id))
            .toBe('application-cv');
          // The browser refused it before uploading anything.
          expect(posts).toEqual([]);
        } else {
          await expect(page.locator('#application-message')).toHaveValue(message);
        }
        await screenshot(page, `application-error-${locale}-${mode(javaScript)}`);

        await page.check('#application-privacy');
        await page.setInputFiles('#application-cv', {
          name: fileName,
          mimeType: 'application/pdf',
          buffer: pdf(),
        });
        if (javaScript) {
          await humanFillTimePassed(formWith(page, 'application-name'));
          await submit();
          await expect(
            page.getByRole('status').getByText(t.jobs.application.success),
          ).toBeVisible();
          expect(page.url()).toBe(formUrl);
        } else {
          await submitToThankYou(
            page,
            submit,
            localizedPath('/thank-you/[kind]', locale, { kind: 'application' }),
          );
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            t.shared.thankYou.application.title,
          );
        }
        if (locale === 'en' && javaScript) await screenshot(page, 'application-sent-en-js');

        const notification = await mailFor(
          (mail) => sentTo(HIRING_INBOX)(mail) && !!mail.parsed.text?.includes(message),
        );
        expect(notification.envelope.to).toEqual([HIRING_INBOX]);
        expect(notification.parsed.replyTo?.[0]?.address).toBe(applicant);
        expect(notification.parsed.text).toContain('https://www.linkedin.com/in/luca-rossi');
        // With JavaScript the browser solved the proof of work; without, the lead is marked.
        expect(notification.parsed.text).toContain(
          `Spam check: ${enContact.emails.spamCheckResults[javaScript ? 'solved' : 'missing']}`,
        );
        expect(notification.parsed.subject?.startsWith('[Application, unverified]')).toBe(
          !javaScript,
        );
        expect(notification.parsed.attachments).toHaveLength(1);
        const [cv] = notification.parsed.attachments;
        expect(cv?.filename).toBe(fileName);
        expect(cv?.mimeType).toBe('application/pdf');
        const bytes = Buffer.from(cv?.content as ArrayBuffer);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.equals(pdf())).toBe(true);

        const confirmation = await mailFor(sentTo(applicant));
        const subjectStart = t.jobs.emails.confirmationSubject.replace('{job}', '');
        expect(confirmation.parsed.subject?.startsWith(subjectStart)).toBe(true);
        expect(confirmation.parsed.attachments).toHaveLength(0);
        expect(confirmation.raw).not.toContain('Kubernetes');

        expect(consoleErrors).toEqual([]);
      });
    });
  }

  /** Signs up in the footer of the home page and returns the link of the confirmation email. */
  async function subscribeInFooter(page: Page, locale: Locale, javaScript: boolean, email: string) {
    const t = texts[locale];
    const before = smtp.received.filter(sentTo(email)).length;
    expect((await page.goto(localizedPath('/', locale)))?.status()).toBe(200);
    const footer = page.locator('footer section[aria-labelledby="newsletter-footer"]');
    // The sign-up hydrates once the visitor comes near it (`hydrateWhenNear`).
    await footer.scrollIntoViewIfNeeded();
    if (javaScript) await expect(footer.locator('input[name="enhanced"]')).toBeAttached();
    await footer.getByLabel(t.shared.newsletter.emailLabel, { exact: true }).fill(email);
    const submit = () => footer.getByRole('button', { name: t.shared.newsletter.submit }).click();
    if (javaScript) {
      await submit();
      await expect(footer.getByRole('status').getByText(t.shared.newsletter.success)).toBeVisible();
    } else {
      await submitToThankYou(
        page,
        submit,
        localizedPath('/thank-you/[kind]', locale, { kind: 'newsletter' }),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.shared.thankYou.newsletter.title,
      );
    }
    await expect
      .poll(() => smtp.received.filter(sentTo(email)).length, { timeout: 15_000 })
      .toBeGreaterThan(before);
    const confirmation = smtp.received.filter(sentTo(email))[before] as ReceivedMail;
    expect(confirmation.parsed.subject).toBe(t.unsubscribe.emails.confirmSubject);
    const confirmPath = escapeRegExp(localizedPath('/newsletter/confirm', locale));
    const link = new RegExp(`https?://\\S+${confirmPath}\\?token=[\\w.-]+`).exec(
      confirmation.parsed.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    return pathOf(link as string);
  }

  /** Presses the button on the confirmation page and returns the welcome email. */
  async function confirmSubscription(page: Page, locale: Locale, email: string, path: string) {
    const t = texts[locale].unsubscribe.subscription;
    const before = smtp.received.filter(sentTo(email)).length;
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByText(format(t.text, { email: masked(email) }))).toBeVisible();
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('heading', { name: t.doneTitle })).toBeVisible();
    await expect
      .poll(() => smtp.received.filter(sentTo(email)).length, { timeout: 15_000 })
      .toBeGreaterThan(before);
    return smtp.received.filter(sentTo(email))[before] as ReceivedMail;
  }

  /** The unsubscribe link in a newsletter email, and the token of its List-Unsubscribe URL. */
  function unsubscribeLinks(mail: ReceivedMail, locale: Locale) {
    const pagePath = escapeRegExp(localizedPath('/unsubscribe', locale));
    const link = new RegExp(`https?://\\S+${pagePath}\\?token=[\\w.-]+`).exec(
      mail.parsed.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    const listUnsubscribe = header(mail, 'list-unsubscribe') ?? '';
    const oneClick =
      /^<(https?:\/\/[^>]+\/api\/unsubscribe\/\?token=([\w.-]+))>, <mailto:[^>]+>$/.exec(
        listUnsubscribe,
      );
    expect(oneClick, listUnsubscribe).not.toBeNull();
    return {
      pagePath: pathOf(link as string),
      oneClickPath: pathOf(oneClick?.[1] as string),
      token: new URL(link as string).searchParams.get('token') as string,
    };
  }

  /**
   * Asks for an unsubscribe link by address on the unsubscribe page at `path`; returns the page,
   * still open, and what it shows afterwards.
   */
  async function askForUnsubscribeLink(
    newPage: NewPage,
    path: string,
    locale: Locale,
    javaScript: boolean,
    email: string,
  ) {
    const t = texts[locale].unsubscribe.byAddress;
    const { page, consoleErrors } = await open(newPage, javaScript);
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await page.getByLabel(t.emailLabel, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    // The form gave way to its answer: the focus is on the answer, not lost with the form.
    if (javaScript) await expect(page.locator(':focus')).toContainText(t.sent);
    expect(consoleErrors).toEqual([]);
    return { page, visible: await page.locator('main').innerText() };
  }

  const linkMailTo = (address: string, locale: Locale) => (mail: ReceivedMail) =>
    sentTo(address)(mail) && mail.parsed.subject === texts[locale].unsubscribe.emails.linkSubject;

  for (const { locale, javaScript } of [
    { locale: 'en', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const) {
    test.describe(`the newsletter in ${locale}, JavaScript ${javaScript}`, () => {
      const t = texts[locale].unsubscribe;
      const subscriber = `newsletter-${locale}-${mode(javaScript)}@example.ch`;

      test('confirms by button, welcomes, unsubscribes by button, and asks again on return', async ({
        newPage,
      }) => {
        // Two subscriptions confirmed by email, and three checks that nothing more was sent.
        test.setTimeout(120_000);
        const { page, consoleErrors } = await open(newPage, javaScript);
        const confirmPath = await subscribeInFooter(page, locale, javaScript, subscriber);

        // Opening the link, as a mail scanner would, confirms nothing.
        const { page: linkPage, consoleErrors: linkErrors } = await open(newPage, javaScript);
        expect((await linkPage.goto(confirmPath))?.status()).toBe(200);
        await expect(linkPage.getByRole('button', { name: t.subscription.button })).toBeVisible();
        expect(await mailsOnceOutboxSent(subscriber)).toHaveLength(1);

        const welcome = await confirmSubscription(linkPage, locale, subscriber, confirmPath);
        expect(welcome.parsed.subject).toBe(t.emails.welcomeSubject);
        expect(header(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        const links = unsubscribeLinks(welcome, locale);
        expect(links.oneClickPath).toBe(`/api/unsubscribe/?token=${links.token}`);

        // The unsubscribe link shows whose address it is and a button; opening it changes nothing.
        expect((await linkPage.goto(links.pagePath))?.status()).toBe(200);
        const question = format(t.confirm.title, { email: masked(subscriber) });
        await expect(linkPage.getByRole('heading', { name: question })).toBeVisible();
        const unsubscribeButton = linkPage.getByRole('button', {
          name: t.confirm.button,
          exact: true,
        });
        await expect(unsubscribeButton).toBeVisible();
        await screenshot(linkPage, `unsubscribe-confirm-${locale}`);
        await linkPage.reload();
        // Opened twice, still subscribed: asking for a link by address sends one.
        const unsubscribePage = localizedPath('/unsubscribe', locale);
        const asked = await askForUnsubscribeLink(
          newPage,
          unsubscribePage,
          locale,
          javaScript,
          subscriber,
        );
        await asked.page.context().close();
        await mailFor(linkMailTo(subscriber, locale));

        await unsubscribeButton.click();
        await expect(linkPage.getByRole('heading', { name: t.done.title })).toBeVisible();
        await expect(
          linkPage.getByText(format(t.done.text, { email: masked(subscriber) })),
        ).toBeVisible();
        // Gone from the list: asking again sends nothing.
        const askedAgain = await askForUnsubscribeLink(
          newPage,
          unsubscribePage,
          locale,
          javaScript,
          subscriber,
        );
        await askedAgain.page.context().close();
        expect(await mailsOnceOutboxSent(subscriber)).toHaveLength(3);

        // Again: the page, the button and the one-click endpoint all answer calmly.
        expect((await linkPage.goto(links.pagePath))?.status()).toBe(200);
        await unsubscribeButton.click();
        await expect(linkPage.getByRole('heading', { name: t.done.title })).toBeVisible();
        const oneClick = await fetch(`${site.baseURL}${links.oneClickPath}`, {
          method: 'POST',
          body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
        });
        expect(oneClick.status).toBe(200);

        // Subscribing again starts the double opt-in again, and confirming it welcomes again.
        const againPath = await subscribeInFooter(page, locale, javaScript, subscriber);
        expect(againPath).not.toBe(confirmPath);
        const secondWelcome = await confirmSubscription(linkPage, locale, subscriber, againPath);
        expect(secondWelcome.parsed.subject).toBe(t.emails.welcomeSubject);
        expect(smtp.received.filter(sentTo(subscriber))).toHaveLength(5);

        expect(consoleErrors).toEqual([]);
        expect(linkErrors).toEqual([]);
      });
    });
  }

  test('answers a changed unsubscribe link with a request form that gives nothing away', async ({
    newPage,
  }) => {
    test.setTimeout(120_000);
    const locale = 'de';
    const t = texts[locale].unsubscribe;
    const subscriber = 'abonnentin@example.ch';
    const stranger = 'niemand@example.ch';
    const { page, consoleErrors } = await open(newPage, true);
    const confirmPath = await subscribeInFooter(page, locale, true, subscriber);
    const welcome = await confirmSubscription(page, locale, subscriber, confirmPath);
    const { token } = unsubscribeLinks(welcome, locale);

    // One character of the signature changed; its last character carries padding bits, so
    // change one in the middle.
    const [payload, signature = ''] = token.split('.');
    const index = Math.floor(signature.length / 2);
    const swapped = signature[index] === 'A' ? 'B' : 'A';
    const tampered = `${payload}.${signature.slice(0, index)}${swapped}${signature.slice(index + 1)}`;
    const tamperedPath = `${localizedPath('/unsubscribe', locale)}?token=${tampered}`;

    const answerFor = async (email: string) => {
      const { page: linkPage, visible } = await askForUnsubscribeLink(
        newPage,
        tamperedPath,
        locale,
        true,
        email,
      );
      await expect(linkPage.getByRole('heading', { name: t.invalid.title })).toBeVisible();
      const button = linkPage.getByRole('button', { name: t.confirm.button, exact: true });
      await expect(button).toHaveCount(0);
      if (email === subscriber) await screenshot(linkPage, 'unsubscribe-invalid-link-de');
      await linkPage.context().close();
      return visible;
    };
    const forSubscriber = await answerFor(subscriber);
    const forStranger = await answerFor(stranger);
    expect(forStranger).toBe(forSubscriber);

    // Only the subscriber gets a link, and it works; the changed one unsubscribed nobody.
    const linkMail = await mailFor(linkMailTo(subscriber, locale));
    expect(await mailsOnceOutboxSent(stranger)).toEqual([]);
    const { pagePath } = unsubscribeLinks(linkMail, locale);
    expect((await page.goto(pagePath))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: format(t.confirm.title, { email: masked(subscriber) }) }),
    ).toBeVisible();

    expect(consoleErrors).toEqual([]);
  });
});
