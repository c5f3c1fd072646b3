/**
 * Line icons of the account screens, inline SVG so they draw the same everywhere (emoji fonts vary between
 * phones and are missing in some in-app browsers).
 */
const paths = {
  deposit: 'M12 3v12m0 0l-4.5-4.5M12 15l4.5-4.5M4 17v2a2 2 0 002 2h12a2 2 0 002-2v-2',
  withdraw: 'M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M4 17v2a2 2 0 002 2h12a2 2 0 002-2v-2',
  statement: 'M7 3h7l5 5v13H7a2 2 0 01-2-2V5a2 2 0 012-2zm7 0v5h5M9 13h6M9 17h6',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  medal: 'M12 21a6 6 0 100-12 6 6 0 000 12zM8 3l4 6 4-6',
} as const;

export type AccountIconName = keyof typeof paths;

export const AccountIcon = ({ name, size = 22 }: { name: AccountIconName; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.9"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={paths[name]} />
  </svg>
);
