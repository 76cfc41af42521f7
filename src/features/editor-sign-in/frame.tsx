import type { ReactNode } from 'react';

import './sign-in.css';

/** Every sign-in page: its heading and what it says, and none of the site's styles or scripts. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="sign-in">
      <h1>{title}</h1>
      {children}
    </main>
  );
}
