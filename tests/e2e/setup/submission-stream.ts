import { contactBody } from './leads';

export type Locale = 'en' | 'de';

export type Answer = {
  locale: Locale;
  email: string;
  key: string;
  /** performance.now() when the request went out. */
  startedAt: number;
  ms: number;
  status: number | 'network-error' | 'timeout';
  retryAfter: string | null;
  body: Record<string, unknown>;
};

/** Longer than any answer may take: a request still open then counts as hanging. */
const HANG_MS = 20_000;

/** One contact submission through the API as the browser form sends it, timed. */
export async function submitContact(
  baseURL: string,
  { locale, email, key }: { locale: Locale; email: string; key: string },
): Promise<Answer> {
  const startedAt = performance.now();
  const answer = { locale, email, key, startedAt, retryAfter: null, body: {} };
  try {
    const response = await fetch(`${baseURL}/api/contact/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': locale === 'de' ? 'de-CH,de;q=0.9' : 'en-GB,en;q=0.9',
        'idempotency-key': key,
      },
      body: JSON.stringify(contactBody({ email, locale, message: `Enquiry ${key} for a test.` })),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return {
      ...answer,
      ms: performance.now() - startedAt,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network-error';
    return { ...answer, ms: performance.now() - startedAt, status };
  }
}

/**
 * Visitors sending the contact form without a pause on `lanes` connections, alternately in
 * English and German, each submission with its own address and Idempotency-Key, until stopped.
 */
export function startSubmissionStream(baseURL: string, prefix: string, lanes: number) {
  const answers: Answer[] = [];
  let running = true;
  const lane = async (laneIndex: number) => {
    for (let index = 0; running; index += 1) {
      const name = `${prefix}-${laneIndex}-${index}`;
      answers.push(
        await submitContact(baseURL, {
          locale: (laneIndex + index) % 2 === 0 ? 'en' : 'de',
          email: `${name}@example.ch`,
          key: `${name}-key`,
        }),
      );
    }
  };
  const all = Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
  return {
    answers,
    /** Answers to requests sent after `since` (a performance.now() value) that match. */
    since: (since: number, match: (answer: Answer) => boolean = () => true) =>
      answers.filter((answer) => answer.startedAt > since && match(answer)),
    stop: async () => {
      running = false;
      await all;
    },
  };
}
