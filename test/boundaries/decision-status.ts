/**
 * What is wrong with a decision record's status, or undefined when nothing is: the paragraph after
 * its title starts `Status: <state>, YYYY-MM-DD`, and a record superseded, in whole or in part,
 * names the record that replaced it by number (one of `numbers`, the records there are).
 */
export const statusProblem = (
  text: string,
  ownNumber: string,
  numbers: ReadonlySet<string>,
): string | undefined => {
  const [, ...rest] = text.split('\n');
  const paragraph =
    rest
      .join('\n')
      .trim()
      .split(/\n\s*\n/)[0] ?? '';
  if (!paragraph.startsWith('Status: '))
    return "has no status: the paragraph after the title must start 'Status: accepted, YYYY-MM-DD.'";
  if (!/^Status: [^,\n]+, \d{4}-\d{2}-\d{2}\b/.test(paragraph))
    return "has no date: write 'Status: <state>, YYYY-MM-DD'";
  if (!/superseded/i.test(paragraph)) return undefined;
  const named = [...paragraph.matchAll(/\b(\d{4})\b/g)]
    .map((m) => m[1] as string)
    .filter((n) => n !== ownNumber && numbers.has(n));
  return named.length > 0 ? undefined : 'is superseded but names no decision record that replaced it';
};
