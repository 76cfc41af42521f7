import type { BrowserContextOptions, Page, Request } from '@playwright/test';

import { acceptAllInBanner, browseLikeAPerson } from './setup/consent-banner';
import { startLeadSite, type LeadSite } from './setup/leads';
import { startRecaptchaService, type RecaptchaService } from './setup/services/recaptcha';
import { startSmtp, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test, type OpenedPage } from './setup/test';
import deContact from '../../messages/de/contactUs.json' with { type: 'json' };
import deJobs from '../../messages/de/jobs.json' with { type: 'json' };
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enContact from '../../messages/en/contactUs.json' with { type: 'json' };
import enJobs from '../../messages/en/jobs.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import type { Locale } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/paths';
import { contactSubmissions, jobApplications } from '../../src/server/db/schema';
import { samplePdf } from '../support/sample-pdf.mjs';

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

const pdf = () => samplePdf();

/** The notice as it reads on the page: its message without the link tags. */
const noticeText = (locale: Locale) =>
  texts[locale].shared.forms.recaptcha.replace(/<\/?\w+>/g, '');

test.describe('reCAPTCHA on the lead forms', () => {
  let smtp: TestSmtp;
  let recaptcha: RecaptchaService;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
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

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
    await Promise.all([smtp?.close(), recaptcha?.stop()]);
  });

  /** Opens a form page as a person would, waiting until the form is hydrated. */
  async function openForm(
    newPage: (options: BrowserContextOptions) => Promise<OpenedPage>,
    path: string,
  ) {
    const opened = await newPage({ baseURL: site.baseURL });
    opened.page.setDefaultTimeout(15_000);
    await browseLikeAPerson(opened.page.context());
    expect((await opened.page.goto(path))?.status()).toBe(200);
    await expect(opened.page.locator('input[name="enhanced"]').first()).toBeAttached();
    return opened;
  }

  /**
   * Waits until the form has been shown as long as a person takes to fill it in: the server
   * reads when from the form's `renderedAt` field, and files quicker submissions as spam.
   */
  async function actLikeAPerson(page: Page) {
    // The page's forms (the newsletter's too) were shown at once; the latest counts.
    const renderedAt = Math.max(
      ...(await page
        .locator('input[name="renderedAt"]')
        .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)))),
    );
    await expect
      .poll(() => Date.now() - renderedAt, {
        message: 'time since the form was shown',
        timeout: HUMAN_FILL_MS + 15_000,
      })
      .toBeGreaterThanOrEqual(HUMAN_FILL_MS);
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
    await expect(page.locator('.grecaptcha-badge')).toBeAttached();
    const load = apiScriptLoads().at(-1)?.url;
    expect(load && `${load.pathname}${load.search}`).toBe(`/recaptcha/api.js?render=${SITE_KEY}`);
    const badge = await page.locator('.grecaptcha-badge').evaluate((element) => ({
      visibility: getComputedStyle(element).visibility,
      style: element.getAttribute('data-style'),
    }));
    expect(badge).toEqual({ visibility: 'hidden', style: 'bottomright' });
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveText(noticeText(locale));
    const links = await notice(page)
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([
      'https://policies.google.com/privacy',
      'https://policies.google.com/terms',
    ]);
  }

  test('before consent loads nothing from reCAPTCHA, and the contact form is sent as today', async ({
    newPage,
  }) => {
    const t = texts.en;
    const { page, consoleErrors } = await openForm(newPage, '/contact-us/');
    await fillContact(page, 'no-consent@example.ch');
    await actLikeAPerson(page);
    const request = await send(page, t.contact.form.submit);
    await expect(page.getByRole('status').getByText(t.contact.form.success)).toBeVisible();

    expect(await postedFields(request)).not.toHaveProperty('captchaToken');
    expect(recaptcha.requests).toEqual([]);
    expect(recaptcha.verifications).toEqual([]);
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('.grecaptcha-badge')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  for (const locale of ['en', 'de'] as const) {
    test(`after consent (${locale}) the contact form carries a token that the server verified`, async ({
      newPage,
    }) => {
      const t = texts[locale];
      const { page, consoleErrors } = await openForm(newPage, localizedPath('/contact-us', locale));
      expect(apiScriptLoads()).toHaveLength(0);
      await acceptAllInBanner(page, locale);
      await expectActive(page, locale);

      await fillContact(page, `consent-${locale}@example.ch`);
      await actLikeAPerson(page);
      const request = await send(page, t.contact.form.submit);
      await expect(page.getByRole('status').getByText(t.contact.form.success)).toBeVisible();

      const token = (await postedFields(request)).captchaToken as string | undefined;
      expect(token).toMatch(/^test-token\.contact\./);
      expect(recaptcha.verifications).toContainEqual({ secret: SECRET, response: token });
      // Loaded once, with the page; the submission asked the loaded script for its token.
      expect(apiScriptLoads()).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
      recaptcha.requests.length = 0;
    });
  }

  test('after consent (de) the job application sends its token in the multipart body', async ({
    newPage,
  }) => {
    const t = texts.de;
    const { page, consoleErrors } = await openForm(
      newPage,
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
    await actLikeAPerson(page);
    const request = await send(page, t.jobs.application.submit);
    await expect(page.getByRole('status').getByText(t.jobs.application.success)).toBeVisible();

    // The browser does not expose a body with a file; the server read the token from it.
    expect(await request.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const verified = recaptcha.verifications.filter((item) =>
      item.response?.startsWith('test-token.application.'),
    );
    expect(verified).toEqual([{ secret: SECRET, response: expect.any(String) }]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('sends without a token, after its 5 s wait, when the script never arrives', async ({
    newPage,
  }) => {
    const t = texts.en;
    const { page, consoleErrors } = await openForm(newPage, '/contact-us/');
    // The script's request hangs, as behind a blocking proxy.
    await page.route(`${recaptcha.url}/**`, () => undefined);
    await acceptAllInBanner(page);
    await expect(notice(page)).toBeVisible();
    await fillContact(page, 'no-script@example.ch');
    await actLikeAPerson(page);
    const started = Date.now();
    const request = await send(page, t.contact.form.submit);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(await postedFields(request)).not.toHaveProperty('captchaToken');
    await expect(page.getByRole('status').getByText(t.contact.form.success)).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('stored every lead, with the verified score where a token came along', async () => {
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
