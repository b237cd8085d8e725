import { useTheme } from '@mui/material/styles';

/** A cloud drifting off a dotted path, with a question mark: decorative, hidden from assistive tech. */
export function LostCloudIllustration() {
  const { palette } = useTheme();
  const cloud = palette.primary.main;
  const soft = palette.action.selected;
  const line = palette.text.disabled;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="240"
      height="160"
      viewBox="0 0 240 160"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <ellipse cx="120" cy="146" rx="84" ry="8" fill={soft} />
      <path
        d="M20 118 C 60 100, 80 136, 118 120"
        fill="none"
        stroke={line}
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <path
        d="M78 112 h96 a28 28 0 0 0 2-56 a40 40 0 0 0-76-10 a30 30 0 0 0-22 66 z"
        fill={soft}
        stroke={cloud}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M116 66 a12 12 0 1 1 16 11 c-4 2-6 4-6 9"
        fill="none"
        stroke={cloud}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="126" cy="99" r="4" fill={cloud} />
      <circle cx="206" cy="34" r="4" fill={line} />
      <circle cx="30" cy="44" r="3" fill={line} />
      <circle cx="218" cy="88" r="2.5" fill={line} />
    </svg>
  );
}
