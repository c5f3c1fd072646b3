import { useEffect, useRef, useState } from 'react';
import { FIRST_RENDER_ROWS } from '../lib/lead-cards';

/** Below this width a phone's three columns; above it as many cards of about MIN_CARD as fit. */
const WIDE = 600;
const MIN_CARD = 150;
/** A card's height beyond its square thumbnail: name, RTP line, play buttons and their gaps. */
const CARD_TEXT = 80;
export const GRID_GAP = 10;
/** jsdom and the first render measure no width: a 390 px phone's content. */
const FALLBACK_WIDTH = 358;

type GridLayout = { columns: number; rowHeight: number };

/** Columns and the fixed row height of a grid this wide: a card's size never depends on its content. */
const gridLayout = (width: number): GridLayout => {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const columns = usable < WIDE ? 3 : Math.max(3, Math.floor((usable + GRID_GAP) / (MIN_CARD + GRID_GAP)));
  const card = (usable - GRID_GAP * (columns - 1)) / columns;
  return { columns, rowHeight: Math.ceil(card + CARD_TEXT + GRID_GAP) };
};

/**
 * The rows of a tall grid that are on screen (plus `overscan` above and below), from scroll math: the grid's top
 * against the viewport, read on any scroll (the window's or a scrolling parent's, caught in the capture phase)
 * and resize (the window's, the grid's, the page's), at most once a frame. Only these rows are rendered; the
 * grid keeps its full height.
 */
export const useWindowedRows = (count: number, overscan = 2) => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [view, setView] = useState({ top: 0, height: 0 });
  const layout = gridLayout(width);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      setWidth(element.clientWidth);
      const top = element.getBoundingClientRect().top;
      const height = window.innerHeight || document.documentElement.clientHeight;
      setView((last) => (last.top === top && last.height === height ? last : { top, height }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // The grid's width, and the page above it growing or shrinking (a shelf loaded or left out), move it too.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (ref.current) resized?.observe(ref.current);
    resized?.observe(document.body);
    return () => {
      resized?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const rows = Math.ceil(count / layout.columns);
  const measured = view.height > 0;
  const first = measured
    ? Math.max(0, Math.min(rows, Math.floor(-view.top / layout.rowHeight) - overscan))
    : 0;
  const last = measured
    ? Math.max(first, Math.min(rows, Math.ceil((view.height - view.top) / layout.rowHeight) + overscan))
    : Math.min(rows, FIRST_RENDER_ROWS);
  return { ref, ...layout, rows, first, last };
};
