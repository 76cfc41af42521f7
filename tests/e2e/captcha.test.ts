import type { Page, Request } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newPage } from './setup/browser';
import { acceptAllInBanner, browseLikeAPerson } from './setup/consent-banner';
import { startLeadSite, type LeadSite } from './setup/leads';
import { startRecaptchaService, type RecaptchaService } from './setup/services/recaptcha';
import { startSmtp, type TestSmtp } from './setup/smtp';
import deContact from '../../messages/de/contactUs.json';
import deJobs from '../../messages/de/jobs.json';
import deShared from '../../messages/de/shared.json';
import enContact from '../../messages/en/contactUs.json';
import enJobs from '../../messages/en/jobs.json';
import enShared from '../../messages/en/shared.json';
import type { Locale } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/paths';
import { contactSubmissions, jobApplications } from '../../src/server/db/schema';

/**
 * reCAPTCHA v3 on the lead forms, against a local reCAPTCHA (api.js and siteverify): nothing
 * loads before marketing consent and the forms work as without it; after consent the script
 * loads, its badge is hidden, Google's notice shows, and each submission carries a token that
 * the server verifies.
 */

const texts = {
  en: { shared: enShared, contact: enContact, jobs: enJobs },
  de: { shared: deShared, contact: deContact, jobs: deJobs },
} as const;

const SITE_KEY = 'test-site-key';
const SECRET = 'test-secret-key';
const JOB = 'platform-engineer';
/** The server files a submission sent sooner than 3 s after the form was shown as spam. */
const HUMAN_FILL_MS = 3_500;

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);

/** The notice as it reads on the page: its message without the link tags. */
const noticeText = (locale: Locale) =>
  texts[locale].shared.forms.recaptcha.replace(/<\/?\w+>/g, '');

describe('reCAPTCHA on the lead forms', () => {
  let smtp: TestSmtp;
  let recaptcha: RecaptchaService;
  let site: LeadSite;

  beforeAll(async () => {
    [smtp, recaptcha] = await Promise.all([startSmtp(), startRecaptchaService({ secret: SECRET })]);
    site = await startLeadSite({
      name: 'captcha',
      smtpUrl: smtp.url(),
      env: {
        RECAPTCHA_SITE_KEY: SITE_KEY,
        RECAPTCHA_SCRIPT_URL: recaptcha.scriptUrl,
        RECAPTCHA_SECRET_KEY: SECRET,
        RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
      },
    });
  });

  afterAll(async () => {
    await site?.stop();
    await Promise.all([smtp?.close(), recaptcha?.stop()]);
  });

  /** Opens a form page as a person would, waiting until the form is hydrated. */
  async function openForm(path: string) {
    const opened = await newPage({ baseURL: site.baseURL });
    opened.page.setDefaultTimeout(15_000);
    await browseLikeAPerson(opened.page.context());
    expect((await opened.page.goto(path))?.status()).toBe(200);
    await opened.page.locator('input[name="enhanced"]').first().waitFor({ state: 'attached' });
    return { ...opened, shownAt: Date.now() };
  }

  async function actLikeAPerson(page: Page, shownAt: number) {
    const left = HUMAN_FILL_MS - (Date.now() - shownAt);
    if (left > 0) await page.waitForTimeout(left);
  }

  async function fillContact(page: Page, email: string) {
    await page.fill('#contact-name', 'Anna Meier');
    await page.fill('#contact-email', email);
    await page.selectOption('#contact-topic', 'new_project');
    await page.fill('#contact-message', 'We would like to replace our dispatch spreadsheet.');
    await page.check('#contact-privacy');
  }

  /**
   * Sends the form and returns what the browser posted, once the server has answered: the call
   * of the form's server action, a multipart post to the page with a `Next-Action` header.
   */
  async function send(page: Page, label: string): Promise<Request> {
    const [response] = await Promise.all([
      page.waitForResponse(
        (candidate) =>
          candidate.request().method() === 'POST' &&
          candidate.request().headers()['next-action'] !== undefined,
      ),
      page.getByRole('button', { name: label }).click(),
    ]);
    expect(response.status()).toBe(200);
    return response.request();
  }

  /** The form's fields in a server action's body, where each is named `_<n>_<field>`. */
  async function postedFields(request: Request): Promise<Record<string, unknown>> {
    const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
      headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
    });
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await body.formData()) {
      const field = /^_\d+_(.+)$/.exec(name)?.[1];
      if (field) fields[field] = value;
    }
    return fields;
  }

  const apiScriptLoads = () =>
    recaptcha.requests.filter((request) => request.url.pathname === '/recaptcha/api.js');

  const notice = (page: Page) =>
    page.locator('form p:has(a[href^="https://policies.google.com/"])');

  /** Waits for the script after consent and checks the badge and the notice. */
  async function expectActive(page: Page, locale: Locale) {
    await page.locator('.grecaptcha-badge').waitFor({ state: 'attached' });
    const load = apiScriptLoads().at(-1)?.url;
    expect(load && `${load.pathname}${load.search}`).toBe(`/recaptcha/api.js?render=${SITE_KEY}`);
    const badge = await page.locator('.grecaptcha-badge').evaluate((element) => ({
      visibility: getComputedStyle(element).visibility,
      style: element.getAttribute('data-style'),
    }));
    expect(badge).toEqual({ visibility: 'hidden', style: 'bottomright' });
    await notice(page).waitFor();
    expect((await notice(page).textContent())?.trim()).toBe(noticeText(locale));
    const links = await notice(page)
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([
      'https://policies.google.com/privacy',
      'https://policies.google.com/terms',
    ]);
  }

  it('before consent loads nothing from reCAPTCHA, and the contact form is sent as today', async () => {
    const t = texts.en;
    const { page, consoleErrors, shownAt } = await openForm('/contact-us/');
    await fillContact(page, 'no-consent@example.ch');
    await actLikeAPerson(page, shownAt);
    const request = await send(page, t.contact.form.submit);
    await page.getByRole('status').getByText(t.contact.form.success).waitFor();

    expect(await postedFields(request)).not.toHaveProperty('captchaToken');
    expect(recaptcha.requests).toEqual([]);
    expect(recaptcha.verifications).toEqual([]);
    expect(await notice(page).count()).toBe(0);
    expect(await page.locator('.grecaptcha-badge').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'de'] as const)(
    'after consent (%s) the contact form carries a token that the server verified',
    async (locale) => {
      const t = texts[locale];
      const { page, consoleErrors, shownAt } = await openForm(localizedPath('/contact-us', locale));
      expect(apiScriptLoads()).toHaveLength(0);
      await acceptAllInBanner(page, locale);
      await expectActive(page, locale);

      await fillContact(page, `consent-${locale}@example.ch`);
      await actLikeAPerson(page, shownAt);
      const request = await send(page, t.contact.form.submit);
      await page.getByRole('status').getByText(t.contact.form.success).waitFor();

      const token = (await postedFields(request)).captchaToken as string | undefined;
      expect(token).toMatch(/^test-token\.contact\./);
      expect(recaptcha.verifications).toContainEqual({ secret: SECRET, response: token });
      // Loaded once, with the page; the submission asked the loaded script for its token.
      expect(apiScriptLoads()).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
      recaptcha.requests.length = 0;
    },
  );

  it('after consent (de) the job application sends its token in the multipart body', async () => {
    const t = texts.de;
    const { page, consoleErrors, shownAt } = await openForm(
      `${localizedPath('/jobs/[job]', 'de', { job: JOB })}#apply`,
    );
    await acceptAllInBanner(page, 'de');
    await expectActive(page, 'de');

    await page.fill('#application-name', 'Luca Rossi');
    await page.fill('#application-email', 'bewerbung-captcha@example.ch');
    await page.check('#application-privacy');
    await page.setInputFiles('#application-cv', {
      name: 'lebenslauf.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(),
    });
    await actLikeAPerson(page, shownAt);
    const request = await send(page, t.jobs.application.submit);
    await page.getByRole('status').getByText(t.jobs.application.success).waitFor();

    // The browser does not expose a body with a file; the server read the token from it.
    expect(await request.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const verified = recaptcha.verifications.filter((item) =>
      item.response?.startsWith('test-token.application.'),
    );
    expect(verified).toEqual([{ secret: SECRET, response: expect.any(String) }]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('sends without a token, after its 5 s wait, when the script never arrives', async () => {
    const t = texts.en;
    const { page, consoleErrors, shownAt } = await openForm('/contact-us/');
    // The script's request hangs, as behind a blocking proxy.
    await page.route(`${recaptcha.url}/**`, () => undefined);
    await acceptAllInBanner(page);
    await notice(page).waitFor();
    await fillContact(page, 'no-script@example.ch');
    await actLikeAPerson(page, shownAt);
    const started = Date.now();
    const request = await send(page, t.contact.form.submit);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(await postedFields(request)).not.toHaveProperty('captchaToken');
    await page.getByRole('status').getByText(t.contact.form.success).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('stored every lead, with the verified score where a token came along', async () => {
    await site.stop();
    const [contacts, applications] = await site.query((db) =>
      Promise.all([db.select().from(contactSubmissions), db.select().from(jobApplications)]),
    );
    const scores = Object.fromEntries(
      [...contacts, ...applications].map((row) => [row.email, [row.status, row.captchaScore]]),
    );
    expect(scores).toEqual({
      'no-consent@example.ch': ['new', null],
      'consent-en@example.ch': ['new', expect.closeTo(0.9)],
      'consent-de@example.ch': ['new', expect.closeTo(0.9)],
      'bewerbung-captcha@example.ch': ['new', expect.closeTo(0.9)],
      'no-script@example.ch': ['new', null],
    });
  });
});
