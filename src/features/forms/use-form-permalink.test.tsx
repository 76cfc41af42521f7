import type { ReactFormState } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { FormState } from '@/features/forms/state';

import { ConfirmForm } from './confirm-form';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const ACTION_ID = 'a1b2c3';

/**
 * A server action as React's server renderer sees one: it can describe itself as a form post
 * (`$$FORM_ACTION`), also once bound to the form's state.
 */
function serverAction(): (state: FormState, data: FormData) => Promise<FormState> {
  const describe = (prefix: string) => {
    const data = new FormData();
    data.append(`$ACTION_${prefix}:0`, JSON.stringify({ id: ACTION_ID, bound: '$@1' }));
    data.append(`$ACTION_${prefix}:1`, '[{"status":"idle"}]');
    return { name: `$ACTION_REF_${prefix}`, method: 'POST', encType: 'multipart/form-data', data };
  };
  const action = () => Promise.resolve<FormState>({ status: 'idle' });
  return Object.assign(action, {
    $$FORM_ACTION: () => ({ name: `$ACTION_ID_${ACTION_ID}`, method: 'POST', data: null }),
    $$IS_SIGNATURE_EQUAL: (id: string, boundArgs: number) => id === ACTION_ID && boundArgs === 0,
    bind: () => Object.assign(() => {}, { $$FORM_ACTION: describe }),
  });
}

/**
 * What Next decodes from a post without JavaScript (React's `decodeFormState`): the answer, the
 * `$ACTION_KEY`, the action's id and its count of bound arguments; opaque in React's type.
 */
const postback = (key: string) =>
  [{ status: 'success' }, key, ACTION_ID, 0] as unknown as ReactFormState;

async function render(formState?: ReactFormState): Promise<string> {
  const stream = await renderToReadableStream(
    <ConfirmForm
      action={serverAction()}
      fields={{ token: 'abc', locale: 'de' }}
      query={{ token: 'abc' }}
      prompt="Confirm your subscription?"
      button="Confirm"
      done="Confirmed"
      invalid="Invalid link"
      network="No answer"
    />,
    formState ? { formState } : {},
  );
  return new Response(stream).text();
}

describe('a form with a server action', () => {
  beforeEach(() => {
    pathname = '/';
  });

  it.each([
    ['prerendered under its internal path', '/de/newsletter/confirm'],
    ['rendered for its public URL', '/de/newsletter/bestaetigen/'],
  ])('posts to the public URL of its page when %s', async (_, path) => {
    pathname = path;
    const html = await render();
    expect(html).toContain('action="/de/newsletter/bestaetigen/?token=abc"');
    expect(html).toContain('name="$ACTION_KEY" value="p/de/newsletter/bestaetigen/?token=abc"');
  });

  it('shows the answer to a post without JavaScript, matched by that URL', async () => {
    pathname = '/de/newsletter/bestaetigen/';
    expect(await render(postback('p/de/newsletter/bestaetigen/?token=abc'))).toContain('Confirmed');
    expect(await render(postback('p/other/'))).not.toContain('Confirmed');
  });
});
