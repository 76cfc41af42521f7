/**
 * A portrait drawn from a person's initials: our own SVG, so team pages make no request to a
 * third party and stay sharp at every size.
 */
const palettes = [
  ['#0f5257', '#f2c14e'],
  ['#7a3e65', '#f6d8c8'],
  ['#2f4b7c', '#9fd3c7'],
  ['#8a4f1d', '#f9e4b7'],
  ['#3d5a2a', '#d9ed92'],
  ['#5b3f8c', '#f2c14e'],
] as const;

function hash(text: string): number {
  return [...text].reduce((value, char) => (value * 31 + char.charCodeAt(0)) >>> 0, 7);
}

export function Avatar({ name, size = 96 }: { name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const [background, foreground] = palettes[hash(name) % palettes.length] ?? palettes[0];
  return (
    <svg
      viewBox="0 0 96 96"
      width={size}
      height={size}
      role="img"
      aria-label={name}
      className="shrink-0 rounded-full"
    >
      <rect width="96" height="96" fill={background} />
      <circle cx="48" cy="112" r="44" fill={foreground} opacity="0.35" />
      <text
        x="48"
        y="57"
        textAnchor="middle"
        fontSize="30"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={foreground}
      >
        {initials}
      </text>
    </svg>
  );
}
