import {
  DEFAULT_TM_CONDITIONS,
  type TmConditions,
  tmConditionsSchema,
} from '@oligowatch/shared/schemas/tm-conditions';

/**
 * The Tm conditions a person sets for a report or a schedule (issue 24), as the form's text: the
 * four a qPCR mix varies. The others (K+, Tris, template, the salt correction) keep the product's
 * defaults, which the server would use for an absent field all the same.
 */
export interface TmConditionForm {
  na_mm: string;
  mg_mm: string;
  dntps_mm: string;
  oligo_nm: string;
}

export const TM_CONDITION_FIELDS = ['na_mm', 'mg_mm', 'dntps_mm', 'oligo_nm'] as const;

/** The form set to `conditions` (a schedule's), or to the defaults. */
export const tmConditionFormOf = (conditions: TmConditions = DEFAULT_TM_CONDITIONS): TmConditionForm => ({
  na_mm: String(conditions.na_mm),
  mg_mm: String(conditions.mg_mm),
  dntps_mm: String(conditions.dntps_mm),
  oligo_nm: String(conditions.oligo_nm),
});

export type TmConditionCheck = { ok: true; conditions: TmConditions } | { ok: false; message: string };

/** Blank is no number (Number('') would read as 0). */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The conditions the form sends, or the message the server would give for them: the server's own
 * schema reads them, so both sides say the same. `base` gives the fields the form does not show.
 */
export const checkTmConditions = (
  form: TmConditionForm,
  base: TmConditions = DEFAULT_TM_CONDITIONS,
): TmConditionCheck => {
  const parsed = tmConditionsSchema.safeParse({
    ...base,
    na_mm: toNumber(form.na_mm),
    mg_mm: toNumber(form.mg_mm),
    dntps_mm: toNumber(form.dntps_mm),
    oligo_nm: toNumber(form.oligo_nm),
  });
  if (parsed.success) return { ok: true, conditions: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
};

/** Whether the conditions are the defaults: a new report then leaves them to the server. */
export const isDefaultTmConditions = (conditions: TmConditions): boolean =>
  (Object.keys(DEFAULT_TM_CONDITIONS) as (keyof TmConditions)[]).every(
    (field) => conditions[field] === DEFAULT_TM_CONDITIONS[field],
  );
