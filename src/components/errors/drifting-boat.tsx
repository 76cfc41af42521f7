/** The error pages' picture, a boat off course; the waves end in the card's rounded corners. */
export function DriftingBoat({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className="h-auto w-full max-w-sm">
      <rect width="320" height="200" rx="24" className="fill-surface" />
      <circle cx="252" cy="52" r="22" className="fill-accent" />
      <path
        d="M0 132c26-10 54-10 80 0s54 10 80 0 54-10 80 0 54 10 80 0v44a24 24 0 0 1-24 24H24a24 24 0 0 1-24-24z"
        className="fill-brand opacity-20"
      />
      <path
        d="M0 150c26-10 54-10 80 0s54 10 80 0 54-10 80 0 54 10 80 0v26a24 24 0 0 1-24 24H24a24 24 0 0 1-24-24z"
        className="fill-brand opacity-40"
      />
      <g transform="rotate(-8 140 120)">
        <path d="M96 118h92l-14 22h-64z" className="fill-brand" />
        <path d="M142 118V62l34 48z" className="fill-accent" />
        <path d="M140 118V58" strokeWidth="4" strokeLinecap="round" className="stroke-ink" />
      </g>
      <text x="44" y="70" className="fill-muted" fontSize="28" fontWeight="700">
        ?
      </text>
    </svg>
  );
}
