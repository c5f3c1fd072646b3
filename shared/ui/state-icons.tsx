// Inline line icons for empty and error states (emoji fonts are missing on some phones).
const Svg = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="44"
    height="44"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    aria-hidden
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const InboxIcon = () => <Svg d="M3 13l3-8h12l3 8v6H3zM3 13h5l1.5 2.5h5L16 13h5" />;
export const AlertIcon = () => <Svg d="M12 3 2 20h20zM12 10v4.5M12 17.5h.01" />;
export const BellIcon = () => <Svg d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0" />;
