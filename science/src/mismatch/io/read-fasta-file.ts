import { createReadStream } from 'node:fs';
import { MismatchInputError } from './input-error';
import { createFastaParser, type FastaRecord } from './parse-fasta';

/**
 * Streams the records of a FASTA file: only the record being read and the ones not yet consumed
 * are in memory, however large the file. `onBytes` reports the bytes read so far (for progress).
 */
export async function* readFastaFile(
  path: string,
  onBytes?: (bytesRead: number) => void,
): AsyncGenerator<FastaRecord, void, undefined> {
  const parser = createFastaParser(path);
  // latin1 maps every byte to one character: no decoding errors, and non-ASCII reads as N later.
  const stream = createReadStream(path, { encoding: 'latin1', highWaterMark: 1 << 20 });
  let bytesRead = 0;
  try {
    for await (const chunk of stream) {
      const text = String(chunk);
      bytesRead += text.length;
      onBytes?.(bytesRead);
      yield* parser.push(text);
    }
  } catch (error) {
    if (error instanceof MismatchInputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String(error);
    throw new MismatchInputError(path, undefined, `cannot read the file: ${reason}`);
  } finally {
    stream.destroy();
  }
  yield* parser.end();
}
