import type { ReactNode } from 'react';

/** A bordered surface for one item of a grid. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-card border border-line bg-surface p-6 md:p-8 ${className}`}>
      {children}
    </div>
  );
}
