import { Grid } from 'antd';

/** A phone-sized screen (below antd's `sm`, 576 px): staff on their phones at night. */
export const useNarrow = () => Grid.useBreakpoint().sm !== true;

/**
 * The layout of a labelled filter form: its fields side by side on a wide screen; on a phone one under another
 * with each label above its field, since a label beside a date range is wider than the screen and pushed the page
 * sideways.
 */
export const useFilterLayout = (): 'inline' | 'vertical' => (useNarrow() ? 'vertical' : 'inline');
