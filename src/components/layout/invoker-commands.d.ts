// HTML's invoker commands, which React passes through but does not type yet.
import 'react';

declare module 'react' {
  // Augmenting React's interface takes an interface with the same type parameter.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
