import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createToken, maskEmail, verifyToken } from './tokens';

const key = randomBytes(32);

describe('email link tokens', () => {
  it('verify for their purpose and carry the address', () => {
    const token = createToken(key, 'anna@example.ch', 'unsubscribe');
    expect(verifyToken(key, token, 'unsubscribe')).toMatchObject({
      e: 'anna@example.ch',
      p: 'unsubscribe',
    });
  });

  it('are refused for another purpose, under another key, or changed in any single character', () => {
    const token = createToken(key, 'anna@example.ch', 'confirm');
    expect(verifyToken(key, token, 'unsubscribe')).toBeNull();
    expect(verifyToken(randomBytes(32), token, 'confirm')).toBeNull();
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let index = 0; index < token.length; index += 1) {
      const character = token[index];
      if (character === '.') continue;
      const replacement = alphabet[(alphabet.indexOf(character!) + 1) % alphabet.length];
      const tampered = token.slice(0, index) + replacement + token.slice(index + 1);
      expect(verifyToken(key, tampered, 'confirm')).toBeNull();
    }
  });

  it('refuse anything that is not a token', () => {
    for (const value of [undefined, null, 42, '', '.', 'a.b.c', 'x'.repeat(2000), ['a.b']]) {
      expect(verifyToken(key, value, 'unsubscribe')).toBeNull();
    }
  });
});

describe('maskEmail', () => {
  it('shows the first letter and the domain only', () => {
    expect(maskEmail('anna.meier@example.ch')).toBe('a***@example.ch');
  });
});
