/** A phone shows three cards of a shelf: the first shelf's first three are the first screen's largest paint. */
export const LEAD_CARDS = 3;

/**
 * The cards of a shelf in its first render (the server's, and hydrating it): a phone shows three and the edge
 * of a fourth; the others, off to the side, come right after.
 */
export const FIRST_RENDER_SHELF_CARDS = LEAD_CARDS + 1;

/**
 * The grid's rows in its first render, before it is measured: it starts below the shelves, at the first
 * screen's bottom edge on a phone, so two rows of a 390 px phone's three columns cover what shows of it.
 */
export const FIRST_RENDER_ROWS = 2;
export const FIRST_RENDER_GRID_GAMES = FIRST_RENDER_ROWS * 3;
