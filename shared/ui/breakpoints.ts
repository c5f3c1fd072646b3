import { useSyncExternalStore } from 'react';

/** SPEC §9: xs < 600, sm < 960, md < 1280, lg < 1920, xl beyond. */
const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const breakpointOf = (width: number): Breakpoint => {
  if (width < BREAKPOINTS.sm) return 'xs';
  if (width < BREAKPOINTS.md) return 'sm';
  if (width < BREAKPOINTS.lg) return 'md';
  if (width < BREAKPOINTS.xl) return 'lg';
  return 'xl';
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const useBreakpoint = (): Breakpoint =>
  useSyncExternalStore(
    subscribe,
    () => breakpointOf(window.innerWidth),
    () => 'xs',
  );

/** "Large screens" of the spec (deposit/withdraw buttons in the member panel, full header menu): md and up. */
export const useIsLargeScreen = () => {
  const breakpoint = useBreakpoint();
  return breakpoint !== 'xs' && breakpoint !== 'sm';
};
