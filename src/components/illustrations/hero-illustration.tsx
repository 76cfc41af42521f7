/** The home page picture: an editor window above the river that gives the company its name. */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={label} className="h-auto w-full">
      <rect x="20" y="20" width="440" height="360" rx="28" className="fill-sunken" />
      <rect
        x="60"
        y="60"
        width="360"
        height="220"
        rx="16"
        className="fill-surface stroke-line"
        strokeWidth="2"
      />
      <circle cx="86" cy="84" r="6" className="fill-accent" />
      <circle cx="106" cy="84" r="6" className="fill-line" />
      <circle cx="126" cy="84" r="6" className="fill-line" />
      <g strokeLinecap="round" strokeWidth="10">
        <path d="M92 124h96" className="stroke-brand" />
        <path d="M204 124h60" className="stroke-accent" />
        <path d="M116 156h132" className="stroke-line" />
        <path d="M116 188h84" className="stroke-brand opacity-60" />
        <path d="M216 188h112" className="stroke-line" />
        <path d="M92 220h152" className="stroke-line" />
        <path d="M260 220h44" className="stroke-accent" />
      </g>
      <path
        d="M20 312c40-16 80-16 120 0s80 16 120 0 80-16 120 0 60 14 100 4v40a28 28 0 0 1-28 28H48a28 28 0 0 1-28-28z"
        className="fill-brand opacity-25"
      />
      <path
        d="M20 336c40-16 80-16 120 0s80 16 120 0 80-16 120 0 60 14 100 4v16a28 28 0 0 1-28 28H48a28 28 0 0 1-28-28z"
        className="fill-brand opacity-60"
      />
    </svg>
  );
}
