import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newPage } from './setup/browser';
import { startLeadSite, type LeadSite } from './setup/leads';
import { artifactsDir } from './setup/server';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import deContact from '../../messages/de/contactUs.json';
import deJobs from '../../messages/de/jobs.json';
import deShared from '../../messages/de/shared.json';
import deUnsubscribe from '../../messages/de/unsubscribe.json';
import enContact from '../../messages/en/contactUs.json';
import enJobs from '../../messages/en/jobs.json';
import enShared from '../../messages/en/shared.json';
import enUnsubscribe from '../../messages/en/unsubscribe.json';
import type { Locale } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/paths';

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
/** The server files a submission sent sooner than 3 s after the form was shown as spam. */
const HUMAN_FILL_MS = 3_500;

const screenshotDir = join(artifactsDir, 'screenshots');

/** The smallest file the server takes for a PDF: it checks the magic bytes, not the name. */
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
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

describe('lead forms in the browser', () => {
  let smtp: TestSmtp;
  let site: LeadSite;

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startLeadSite({ name: 'forms', smtpUrl: smtp.url() });
  });

  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  async function open(javaScript: boolean) {
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
    if (javaScript)
      await page.locator('input[name="enhanced"]').first().waitFor({ state: 'attached' });
    return Date.now();
  }

  /** A person takes a few seconds; submitting sooner would be filed as spam and not emailed. */
  async function actLikeAPerson(page: Page, shownAt: number) {
    const left = HUMAN_FILL_MS - (Date.now() - shownAt);
    if (left > 0) await page.waitForTimeout(left);
  }

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
    await page.waitForURL((url) => url.pathname === path);
    expect(response.status()).toBe(200);
  }

  async function mailFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000) {
    await smtp.waitFor((mails) => mails.some(predicate), timeoutMs);
    const found = smtp.received.filter(predicate);
    return found[found.length - 1] as ReceivedMail;
  }

  const sentTo = (address: string) => (mail: ReceivedMail) => mail.envelope.to.includes(address);

  /** Waits a moment and returns what reached `address` meanwhile: proof that nothing did. */
  async function mailsAfterPause(address: string, ms = 1_500) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return smtp.received.filter(sentTo(address));
  }

  describe.each([
    { locale: 'en', javaScript: true },
    { locale: 'en', javaScript: false },
    { locale: 'de', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const)('the contact form in $locale, JavaScript $javaScript', ({ locale, javaScript }) => {
    const t = texts[locale];
    const errors = t.shared.forms.errors;
    const visitor = `contact-${locale}-${mode(javaScript)}@example.ch`;
    const message = `Contact ${locale} ${mode(javaScript)}: we need a dispatch tool for 40 vans.`;

    it('shows localized errors in place, then sends and confirms', async () => {
      const { page, consoleErrors } = await open(javaScript);
      const shownAt = await openForm(page, localizedPath('/contact-us', locale), javaScript);
      const formUrl = page.url();
      const submit = () => page.getByRole('button', { name: t.contact.form.submit }).click();

      await page.fill('#contact-name', 'Anna Meier');
      await page.fill('#contact-email', 'anna.meier@');
      await page.fill('#contact-company', 'Meier Logistik AG');
      await page.fill('#contact-message', 'Too short');
      await submit();

      const email = page.locator('#contact-email');
      await page.locator('#contact-email-error').getByText(errors.invalidEmail).waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await email.getAttribute('aria-describedby')).toContain('contact-email-error');
      expect(await page.locator('#contact-topic-error').textContent()).toBe(errors.required);
      expect(await page.locator('#contact-message-error').textContent()).toBe(
        format(errors.tooShort, { min: 20 }),
      );
      expect(await page.locator('#contact-privacy-error').textContent()).toBe(errors.mustAccept);
      expect(await page.locator('#contact-name').getAttribute('aria-invalid')).toBeNull();
      expect(await page.locator('[role="alert"]').getByText(t.shared.forms.fixErrors).count()).toBe(
        1,
      );
      if (javaScript) {
        // The first field to correct has the focus; nothing left the page.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id))
          .toBe('contact-email');
        expect(page.url()).toBe(formUrl);
      } else {
        // The page comes back at the form's error summary, which links each field to correct.
        expect(new URL(page.url()).hash).toBe('#contact-errors');
        const summary = page.locator('#contact-errors');
        expect(
          await summary.evaluate((element) => element.getBoundingClientRect().top),
        ).toBeLessThan(400);
        await summary.getByRole('link', { name: new RegExp(errors.invalidEmail) }).click();
        expect(new URL(page.url()).hash).toBe('#contact-email');
        // After the round trip to the server, what the visitor typed is still there.
        expect(await page.inputValue('#contact-name')).toBe('Anna Meier');
        expect(await page.inputValue('#contact-email')).toBe('anna.meier@');
        expect(await page.inputValue('#contact-company')).toBe('Meier Logistik AG');
        expect(await page.inputValue('#contact-message')).toBe('Too short');
      }
      await screenshot(page, `contact-errors-${locale}-${mode(javaScript)}`);

      await page.fill('#contact-email', visitor);
      await page.selectOption('#contact-topic', 'new_project');
      await page.selectOption('#contact-budget', '50k_150k');
      await page.fill('#contact-message', message);
      await page.check('#contact-privacy');
      if (javaScript) {
        await actLikeAPerson(page, shownAt);
        await submit();
        await page.getByRole('status').getByText(t.contact.form.success).waitFor();
        // The toast says it too, and the emptied form stays on the same page.
        await page.locator('.Toastify').getByText(t.contact.form.success).waitFor();
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
        expect(await page.inputValue('#contact-message')).toBe('');
      } else {
        await submitToThankYou(
          page,
          submit,
          localizedPath('/thank-you/[kind]', locale, { kind: 'message' }),
        );
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
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
      await page.context().close();
    });
  });

  describe.each([
    { locale: 'en', javaScript: true },
    { locale: 'en', javaScript: false },
    { locale: 'de', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const)(
    'the job application in $locale, JavaScript $javaScript',
    ({ locale, javaScript }) => {
      const t = texts[locale];
      const applicant = `applicant-${locale}-${mode(javaScript)}@example.ch`;
      const message = `Application ${locale} ${mode(javaScript)}: I run Kubernetes for a bank.`;
      const fileName = `cv-${locale}-${mode(javaScript)}.pdf`;

      it('refuses a file that is not a PDF, then sends the CV to the hiring inbox', async () => {
        const { page, consoleErrors } = await open(javaScript);
        const shownAt = await openForm(
          page,
          `${localizedPath('/jobs/[job]', locale, { job: JOB })}#apply`,
          javaScript,
        );
        const formUrl = page.url();
        const submit = () => page.getByRole('button', { name: t.jobs.application.submit }).click();

        await page.fill('#application-name', 'Luca Rossi');
        await page.fill('#application-email', applicant);
        await page.fill('#application-linkedinUrl', 'https://www.linkedin.com/in/luca-rossi');
        await page.fill('#application-message', message);
        await page.check('#application-privacy');
        // Named .pdf and declared a PDF, but it is not one.
        await page.setInputFiles('#application-cv', {
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: notPdf(),
        });
        await submit();
        await page
          .locator('#application-cv-error')
          .getByText(t.shared.forms.errors.fileNotPdf)
          .waitFor();
        expect(await page.locator('#application-cv').getAttribute('aria-invalid')).toBe('true');
        if (javaScript) {
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.id))
            .toBe('application-cv');
        } else {
          expect(await page.inputValue('#application-message')).toBe(message);
        }
        await screenshot(page, `application-error-${locale}-${mode(javaScript)}`);

        await page.check('#application-privacy');
        await page.setInputFiles('#application-cv', {
          name: fileName,
          mimeType: 'application/pdf',
          buffer: pdf(),
        });
        if (javaScript) {
          await actLikeAPerson(page, shownAt);
          await submit();
          await page.getByRole('status').getByText(t.jobs.application.success).waitFor();
          expect(page.url()).toBe(formUrl);
        } else {
          await submitToThankYou(
            page,
            submit,
            localizedPath('/thank-you/[kind]', locale, { kind: 'application' }),
          );
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
            t.shared.thankYou.application.title,
          );
        }
        if (locale === 'en' && javaScript) await screenshot(page, 'application-sent-en-js');

        const notification = await mailFor(
          (mail) => sentTo(HIRING_INBOX)(mail) && !!mail.parsed.text?.includes(message),
        );
        expect(notification.envelope.to).toEqual([HIRING_INBOX]);
        expect(notification.parsed.replyTo?.[0]?.address).toBe(applicant);
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
        await page.context().close();
      });
    },
  );

  /** Signs up in the footer of the home page and returns the link of the confirmation email. */
  async function subscribeInFooter(page: Page, locale: Locale, javaScript: boolean, email: string) {
    const t = texts[locale];
    const before = smtp.received.filter(sentTo(email)).length;
    await openForm(page, localizedPath('/', locale), javaScript);
    const footer = page.locator('footer section[aria-labelledby="newsletter-footer"]');
    await footer.getByLabel(t.shared.newsletter.emailLabel, { exact: true }).fill(email);
    const submit = () => footer.getByRole('button', { name: t.shared.newsletter.submit }).click();
    if (javaScript) {
      await submit();
      await footer.getByRole('status').getByText(t.shared.newsletter.success).waitFor();
    } else {
      await submitToThankYou(
        page,
        submit,
        localizedPath('/thank-you/[kind]', locale, { kind: 'newsletter' }),
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        t.shared.thankYou.newsletter.title,
      );
    }
    await smtp.waitFor((mails) => mails.filter(sentTo(email)).length > before, 15_000);
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
    await page.getByText(format(t.text, { email: masked(email) })).waitFor();
    await page.getByRole('button', { name: t.button }).click();
    await page.getByRole('heading', { name: t.doneTitle }).waitFor();
    await smtp.waitFor((mails) => mails.filter(sentTo(email)).length > before, 15_000);
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
    path: string,
    locale: Locale,
    javaScript: boolean,
    email: string,
  ) {
    const t = texts[locale].unsubscribe.byAddress;
    const { page, consoleErrors } = await open(javaScript);
    expect((await page.goto(path))?.status()).toBe(200);
    await page.getByRole('heading', { name: t.title }).waitFor();
    await page.getByLabel(t.emailLabel, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.sent).waitFor();
    expect(consoleErrors).toEqual([]);
    return { page, visible: await page.locator('main').innerText() };
  }

  const linkMailTo = (address: string, locale: Locale) => (mail: ReceivedMail) =>
    sentTo(address)(mail) && mail.parsed.subject === texts[locale].unsubscribe.emails.linkSubject;

  describe.each([
    { locale: 'en', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const)('the newsletter in $locale, JavaScript $javaScript', ({ locale, javaScript }) => {
    const t = texts[locale].unsubscribe;
    const subscriber = `newsletter-${locale}-${mode(javaScript)}@example.ch`;

    it('confirms by button, welcomes, unsubscribes by button, and asks again on return', async () => {
      const { page, consoleErrors } = await open(javaScript);
      const confirmPath = await subscribeInFooter(page, locale, javaScript, subscriber);

      // Opening the link, as a mail scanner would, confirms nothing.
      const { page: linkPage, consoleErrors: linkErrors } = await open(javaScript);
      expect((await linkPage.goto(confirmPath))?.status()).toBe(200);
      await linkPage.getByRole('button', { name: t.subscription.button }).waitFor();
      expect(await mailsAfterPause(subscriber, 1_000)).toHaveLength(1);

      const welcome = await confirmSubscription(linkPage, locale, subscriber, confirmPath);
      expect(welcome.parsed.subject).toBe(t.emails.welcomeSubject);
      expect(header(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const links = unsubscribeLinks(welcome, locale);
      expect(links.oneClickPath).toBe(`/api/unsubscribe/?token=${links.token}`);

      // The unsubscribe link shows whose address it is and a button; opening it changes nothing.
      expect((await linkPage.goto(links.pagePath))?.status()).toBe(200);
      const question = format(t.confirm.title, { email: masked(subscriber) });
      await linkPage.getByRole('heading', { name: question }).waitFor();
      const unsubscribeButton = linkPage.getByRole('button', {
        name: t.confirm.button,
        exact: true,
      });
      await unsubscribeButton.waitFor();
      await screenshot(linkPage, `unsubscribe-confirm-${locale}`);
      await linkPage.reload();
      // Opened twice, still subscribed: asking for a link by address sends one.
      const unsubscribePage = localizedPath('/unsubscribe', locale);
      const asked = await askForUnsubscribeLink(unsubscribePage, locale, javaScript, subscriber);
      await asked.page.context().close();
      await mailFor(linkMailTo(subscriber, locale));

      await unsubscribeButton.click();
      await linkPage.getByRole('heading', { name: t.done.title }).waitFor();
      await linkPage.getByText(format(t.done.text, { email: masked(subscriber) })).waitFor();
      // Gone from the list: asking again sends nothing.
      const askedAgain = await askForUnsubscribeLink(
        unsubscribePage,
        locale,
        javaScript,
        subscriber,
      );
      await askedAgain.page.context().close();
      expect(await mailsAfterPause(subscriber)).toHaveLength(3);

      // Again: the page, the button and the one-click endpoint all answer calmly.
      expect((await linkPage.goto(links.pagePath))?.status()).toBe(200);
      await unsubscribeButton.click();
      await linkPage.getByRole('heading', { name: t.done.title }).waitFor();
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
      await Promise.all([page.context().close(), linkPage.context().close()]);
    });
  });

  it('answers a changed unsubscribe link with a request form that gives nothing away', async () => {
    const locale = 'de';
    const t = texts[locale].unsubscribe;
    const subscriber = 'abonnentin@example.ch';
    const stranger = 'niemand@example.ch';
    const { page, consoleErrors } = await open(true);
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
        tamperedPath,
        locale,
        true,
        email,
      );
      await linkPage.getByRole('heading', { name: t.invalid.title }).waitFor();
      const button = linkPage.getByRole('button', { name: t.confirm.button, exact: true });
      expect(await button.count()).toBe(0);
      if (email === subscriber) await screenshot(linkPage, 'unsubscribe-invalid-link-de');
      await linkPage.context().close();
      return visible;
    };
    const forSubscriber = await answerFor(subscriber);
    const forStranger = await answerFor(stranger);
    expect(forStranger).toBe(forSubscriber);

    // Only the subscriber gets a link, and it works; the changed one unsubscribed nobody.
    const linkMail = await mailFor(linkMailTo(subscriber, locale));
    expect(await mailsAfterPause(stranger)).toEqual([]);
    const { pagePath } = unsubscribeLinks(linkMail, locale);
    expect((await page.goto(pagePath))?.status()).toBe(200);
    await page
      .getByRole('heading', { name: format(t.confirm.title, { email: masked(subscriber) }) })
      .waitFor();

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
