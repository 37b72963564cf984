import type { AssayRole } from './schemas/oligo';

/**
 * An oligo's role as its name suggests it, read from the name's parts (split at '-', '_', '.' and
 * spaces): the pre-filled choice of the add screen, and the role stored oligos got when roles came
 * in (marked inferred until a person confirms it). Never the role a report uses unseen: the stored
 * role is.
 *
 * In order of trust:
 * 1. a part saying probe outright ('Probe', 'probe', 'TM324': a TaqMan probe);
 * 2. the last part saying a direction ('F', 'F1', 'F236', '188F', 'Fwd', 'LEFT'; 'R', 'R2', 'R318B',
 *    'BHA270R', 'Rev', 'RIGHT');
 * 3. a bare 'P' or 'P2'. Last, because 'P2' also names pool 2 ('USCDC_N1_F_P2' is a forward primer):
 *    a primer read as a probe would lose its 3' rule, so a direction wins over it.
 * Nothing else is guessed ('RSVQA', 'MP', 'RdRP'): null, and the person chooses.
 */
const PROBE_WORD = /^(probe\d*|tm\d*)$/i;
const FORWARD = /^(f\d*|f\d+[a-z]|[a-z]*\d+f|fw|fwd|forward|left)$/i;
const REVERSE = /^(r\d*|r\d+[a-z]|[a-z]*\d+r|rv|rev|reverse|right)$/i;
const BARE_PROBE = /^p\d*$/i;

const partsOf = (name: string): string[] =>
  name
    .trim()
    .split(/[-_.\s]+/)
    .filter((part) => part !== '');

export const guessRoleFromName = (name: string): AssayRole | null => {
  const parts = partsOf(name);
  if (parts.some((part) => PROBE_WORD.test(part))) return 'probe';
  for (const part of [...parts].reverse()) {
    if (FORWARD.test(part)) return 'forward';
    if (REVERSE.test(part)) return 'reverse';
  }
  return parts.some((part) => BARE_PROBE.test(part)) ? 'probe' : null;
};

/**
 * The role an oligo stored before roles existed gets: the name's guess, else a forward primer, the
 * safe side (a primer keeps its 3' rule). Either way it is marked inferred.
 */
export const inferStoredRole = (name: string): AssayRole => guessRoleFromName(name) ?? 'forward';
