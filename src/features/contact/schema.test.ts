import { describe, expect, it } from 'vitest';

import { fieldErrors } from '@/features/forms/fields';

import { contactSchema } from './schema';

const valid = {
  name: 'Anna Meier',
  email: 'anna.meier@Example.CH',
  topic: 'new_project',
  message: 'We would like to replace our dispatch spreadsheet.',
  privacyAccepted: true,
  locale: 'de',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the contact schema', () => {
  it('accepts a valid enquiry, trimmed, NFC-normalised, with the email domain lower-cased', () => {
    const result = contactSchema.parse({ ...valid, name: '  Zoe\u0308 Müller  ', company: '' });
    expect(result.name).toBe('Zoë Müller');
    expect(result.email).toBe('anna.meier@example.ch');
    expect(result.company).toBeUndefined();
    expect(result.newsletterOptIn).toBe(false);
  });

  it('takes the values HTML forms send for checkboxes', () => {
    expect(
      contactSchema.parse({ ...valid, privacyAccepted: 'on', newsletterOptIn: 'on' }),
    ).toMatchObject({
      privacyAccepted: true,
      newsletterOptIn: true,
    });
    expect(errorsOf({ ...valid, privacyAccepted: '' })).toEqual({
      privacyAccepted: { code: 'mustAccept' },
    });
  });

  it('reports one error code per field, with the limit it broke', () => {
    expect(errorsOf({ locale: 'en' })).toEqual({
      name: { code: 'invalid' },
      email: { code: 'invalid' },
      topic: { code: 'required' },
      message: { code: 'invalid' },
      privacyAccepted: { code: 'mustAccept' },
    });
    expect(errorsOf({ ...valid, name: '', message: 'Too short' })).toEqual({
      name: { code: 'required' },
      message: { code: 'tooShort', values: { min: 20 } },
    });
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: { code: 'tooLong', values: { max: 5000 } },
    });
    expect(errorsOf({ ...valid, email: 'a@b' })).toEqual({ email: { code: 'invalidEmail' } });
    expect(errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: { code: 'invalidPhone' } });
    expect(errorsOf({ ...valid, budget: 'a lot' })).toEqual({ budget: { code: 'invalid' } });
  });

  it('refuses line breaks and control characters in one-line fields, but not in the message', () => {
    expect(errorsOf({ ...valid, name: 'Eve\r\nBcc: victim@evil.test' })).toEqual({
      name: { code: 'invalidCharacters' },
    });
    expect(errorsOf({ ...valid, email: 'eve@example.ch\nBcc: x@evil.test' })).toHaveProperty(
      'email',
    );
    expect(errorsOf({ ...valid, company: 'Evil\u202Ecorp' })).toEqual({
      company: { code: 'invalidCharacters' },
    });
    expect(errorsOf({ ...valid, name: 'Lone \uD800 surrogate' })).toEqual({
      name: { code: 'invalidCharacters' },
    });
    const message = 'First line\r\nSecond line\twith a tab and <script>alert(1)</script>';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(
      'First line\nSecond line\twith a tab and <script>alert(1)</script>',
    );
    expect(errorsOf({ ...valid, message: `${valid.message}\u0000` })).toEqual({
      message: { code: 'invalidCharacters' },
    });
  });

  it('reads wrong types as invalid values, never as a crash', () => {
    expect(errorsOf({ ...valid, name: 42, topic: ['new_project'], locale: 'fr' })).toEqual({
      name: { code: 'invalid' },
      topic: { code: 'invalid' },
      locale: { code: 'invalid' },
    });
  });

  it('keeps the spam traps out of the errors: a bot learns nothing from them', () => {
    expect(errorsOf({ ...valid, website: { nested: true }, renderedAt: 'yesterday' })).toEqual({});
    expect(contactSchema.parse({ ...valid, website: { nested: true } }).website).toBe('filled');
  });
});
