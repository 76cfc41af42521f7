/**
 * HTML's invoker commands (`command` and `commandfor` on a button), which React passes through
 * as attributes but whose types React does not list yet.
 */
import 'react';

declare module 'react' {
  // Augmenting React's interface takes an interface with the same type parameter.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
