/** A phone shows three cards of a shelf: the first shelf's first three are the first screen's largest paint. */
export const LEAD_CARDS = 3;
