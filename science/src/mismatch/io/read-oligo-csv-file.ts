import { readFile } from 'node:fs/promises';
import { MismatchInputError } from './input-error';
import { type OligoCsvRow, parseOligoCsv } from './parse-oligo-csv';

export const readOligoCsvFile = async (path: string): Promise<OligoCsvRow[]> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String(error);
    throw new MismatchInputError(path, undefined, `cannot read the file: ${reason}`);
  }
  return parseOligoCsv(text, path);
};
