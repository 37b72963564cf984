/** One comment of a source file, its text as written and the line it starts on (1-based). */
export interface SourceComment {
  readonly text: string;
  readonly line: number;
}

/** After these, a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%~^', '']);

/**
 * The comments of a TypeScript or TSX source: `// ...` and `/* ... *\/`, never text inside strings,
 * templates or regular expressions. A small scanner rather than a parser: a string or a regular
 * expression ends at its line's end at the latest, so an apostrophe in JSX text costs one line at
 * most.
 */
export const commentsOf = (source: string): SourceComment[] => {
  const comments: SourceComment[] = [];
  /** Open template literals, each with the depth of `${` braces inside it. */
  const templates: number[] = [];
  let line = 1;
  let last = '';
  let i = 0;
  const skipTo = (end: number) => {
    for (let j = i; j < end; j++) if (source[j] === '\n') line++;
    i = end;
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push({ text: source.slice(i + 2, stop), line });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ text: source.slice(i + 2, stop - 2), line });
      skipTo(stop);
    } else if (c === "'" || c === '"' || (c === '/' && BEFORE_REGEX.has(last))) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const d = source[j];
        if (d === '\\') j++;
        else if (c === '/' && d === '[') inClass = true;
        else if (c === '/' && d === ']') inClass = false;
        else if (d === c && !inClass) break;
        j++;
      }
      i = Math.min(j + 1, source.length);
      last = 'x';
    } else if (c === '`' || (c === '}' && templates.length > 0 && templates.at(-1) === 0)) {
      // The text of a template, from its start or the end of a `${...}` inside it.
      if (c === '}') templates.pop();
      let j = i + 1;
      while (j < source.length && source[j] !== '`' && !(source[j] === '$' && source[j + 1] === '{'))
        j += source[j] === '\\' ? 2 : 1;
      if (source[j] === '$') {
        templates.push(0);
        skipTo(j + 2);
        last = '{';
      } else {
        skipTo(Math.min(j + 1, source.length));
        last = 'x';
      }
    } else {
      // Braces inside a `${...}` (an object, a block) are counted, so its own `}` ends it.
      const depth = templates.at(-1);
      if (depth !== undefined && (c === '{' || c === '}'))
        templates[templates.length - 1] = depth + (c === '{' ? 1 : -1);
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return comments;
};
