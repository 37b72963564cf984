/** Bad input, told to people: which file, which line (1-based), what is wrong. */
export class MismatchInputError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, problem: string) {
    super(line === undefined ? `${file}: ${problem}` : `${file}:${line}: ${problem}`);
    this.name = 'MismatchInputError';
    this.file = file;
    this.line = line;
  }
}
