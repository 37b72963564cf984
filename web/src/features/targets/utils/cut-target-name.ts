import { IMPORT_DIALOG_NAME_MAX } from '@oligowatch/shared/constants';

/** The target name as the import dialog shows it: at most 50 characters, then an ellipsis. */
export const cutTargetName = (name: string): string =>
  name.length > IMPORT_DIALOG_NAME_MAX ? `${name.slice(0, IMPORT_DIALOG_NAME_MAX)}…` : name;
