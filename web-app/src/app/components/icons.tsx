import type { SVGProps } from 'react';

/** The shell's line icons (24 px grid, current colour): small inline SVG keeps the first screen light. */
const ICONS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9a8 8 0 0 1 16 0',
  deposit: 'M3 7h18v12H3zM3 11h18M12 2v7m-3-3 3 3 3-3',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V2m-3 3 3-3 3 3',
  login: 'M10 17l5-5-5-5M15 12H3M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9s-1-5-4.5-5S6 9 12 9zm0 0s1-5 4.5-5S18 9 12 9z',
  coins:
    'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  chat: 'M4 4h16v12H8l-4 4z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M9 5l7 7-7 7',
  slot: 'M4 7h16v11H4zM9.3 7v11M14.7 7v11M6 4h12M20 10l2-1v5M6 12.5h1.5M11.3 12.5h1.5M16.7 12.5h1.5',
  cards:
    'M7 4h8a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM16 6.5l3.2 1a1 1 0 0 1 .6 1.2L16.5 20M11 8.5l2.2 3-2.2 3-2.2-3z',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM11.5 11v2',
  football:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5zM12 3v4.5M15.8 10.3l4.6-1.5M14.3 14.8l2.8 4M9.7 14.8l-2.8 4M8.2 10.3 3.6 8.8',
  fish: 'M3 12c3-5 9-6 13-2l4-3v10l-4-3c-4 4-10 3-13-2zM8 11.5h.01',
  spin: 'M21 12a9 9 0 1 1-3-6.7M21 4v4h-4M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  chart: 'M4 20V4M4 20h16M7.5 15.5l4-5 3 3 5-6.5',
  wheel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  ticket: 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 6v12',
  doc: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7M14 3v5h5',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6',
  refund:
    'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5M12 7.5v9M14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.7 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5',
  fire: 'M12 21c4 0 7-3 7-7 0-5-5-7-5-11-3 2-4 5-4 7-1-1-2-2-2-4-2 2-3 5-3 8 0 4 3 7 7 7z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const;

export type IconName = keyof typeof ICONS;

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

export const Icon = ({ name, size = 22, ...rest }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    {...rest}
  >
    <path d={ICONS[name]} />
  </svg>
);
