/** The first `shown` items joined for a table cell, and how many more there are ('+2 more'). */
export const shortList = (items: readonly string[], shown: number): { text: string; more: number } => ({
  text: items.slice(0, shown).join(', '),
  more: Math.max(0, items.length - shown),
});
