import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';

import { describeDatabaseError } from './connection';

describe('a database error in the log', () => {
  it('names what failed without the query’s parameters, which are what visitors typed', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const failed = new DrizzleQueryError(
      'insert into "contact_submissions" ("name", "email") values ($1, $2)',
      ['Anna Meier', 'anna.meier@example.ch'],
      refused,
    );
    expect(failed.message).toContain('anna.meier@example.ch');
    expect(describeDatabaseError(failed)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('adds the server’s error code when the message lacks it', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    expect(describeDatabaseError(new Error('outer', { cause: terminated }))).toBe(
      'terminating connection due to administrator command (57P01)',
    );
    expect(describeDatabaseError('not an error')).toBe('not an error');
  });
});
