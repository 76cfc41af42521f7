import { site } from '@/config/site';

/** The word mark: two river waves on a tile, followed by the company name. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2" aria-hidden>
      <svg viewBox="0 0 64 64" className="size-8" role="presentation">
        <rect width="64" height="64" rx="14" className="fill-brand" />
        <path
          d="M14 24c6-6 12-6 18 0s12 6 18 0M14 40c6-6 12-6 18 0s12 6 18 0"
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          className="stroke-canvas"
        />
      </svg>
      <span className="text-lg tracking-tight">{site.name}</span>
    </span>
  );
}
