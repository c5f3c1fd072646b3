import type { StatementLine } from '@contract/wallet';

/** One line icon per movement type, inline SVG (emoji fonts are missing in some in-app browsers). */
const paths: Record<StatementLine['type'], string> = {
  deposit: 'M12 4v12m0 0l-5-5m5 5l5-5M5 20h14',
  withdraw: 'M12 20V8m0 0l-5 5m5-5l5 5M5 4h14',
  bet: 'M5 5h14v14H5zM9 9h.01M15 15h.01M15 9h.01M9 15h.01',
  win: 'M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4m8-4h3a3 3 0 01-3 4M12 13v4m-4 3h8',
  bonus: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 000 4m4 0s1.5-4 4-4a2 2 0 010 4',
  adjustment: 'M4 7h10m4 0h2M4 17h2m4 0h10M14 4v6M8 14v6',
  refund: 'M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3',
};

export const StatementIcon = ({ type }: { type: StatementLine['type'] }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={paths[type]} />
  </svg>
);
