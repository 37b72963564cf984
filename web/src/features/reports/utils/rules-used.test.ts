import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import { describe, expect, it } from 'vitest';
import { rulesUsed } from './rules-used';

const defaults: VerdictThresholds = {
  action_variant_percent: 15,
  three_prime_bases: 3,
  multiple_mismatches: 2,
  caution_oligo_percent: 15,
  action_inclusivity_percent: 75,
  caution_inclusivity_percent: 90,
  inclusive_max_mismatches: 1,
  undetermined_site_percent: 50,
};

describe('rulesUsed', () => {
  it('says the default rules of issue 14 in words', () => {
    expect(rulesUsed(defaults)).toEqual([
      "ACTION: a variant in 15% of the samples or more with a mismatch in a primer's last 3 bases, or with 2 or more mismatches",
      'ACTION: inclusivity under 75%',
      'CAUTION: an oligo with a mismatch in 15% of the samples or more',
      'CAUTION: inclusivity under 90%',
      "A sample binds an oligo when the oligo's site is found and judged in it, with at most 1 real mismatch (undetermined bases are not counted) and none in a primer's last 3 bases",
      'A sample is undetermined when more than 50% of its binding site is undetermined bases (N or ambiguity codes); undetermined bases never count as mismatches',
      "Every percentage is of the samples assessed: an oligo's, of the samples where its site was found and judged (samples not assessable or not covered are counted apart); inclusivity, of the samples the assay could be judged on (those holding its sites)",
    ]);
  });

  it('follows the thresholds stored with the report, not the defaults', () => {
    const rules = rulesUsed({
      ...defaults,
      action_variant_percent: 20,
      three_prime_bases: 5,
      multiple_mismatches: 3,
      caution_oligo_percent: 10,
      action_inclusivity_percent: 60,
      caution_inclusivity_percent: 95,
      inclusive_max_mismatches: 0,
      undetermined_site_percent: 30,
    });
    expect(rules).toEqual([
      "ACTION: a variant in 20% of the samples or more with a mismatch in a primer's last 5 bases, or with 3 or more mismatches",
      'ACTION: inclusivity under 60%',
      'CAUTION: an oligo with a mismatch in 10% of the samples or more',
      'CAUTION: inclusivity under 95%',
      "A sample binds an oligo when the oligo's site is found and judged in it, with at most 0 real mismatches (undetermined bases are not counted) and none in a primer's last 5 bases",
      'A sample is undetermined when more than 30% of its binding site is undetermined bases (N or ambiguity codes); undetermined bases never count as mismatches',
      "Every percentage is of the samples assessed: an oligo's, of the samples where its site was found and judged (samples not assessable or not covered are counted apart); inclusivity, of the samples the assay could be judged on (those holding its sites)",
    ]);
  });

  it('says when a sample is left out of an oligo, from the outcome rules of an engine 2 report', () => {
    const rules = rulesUsed(defaults, { outcomes: { undetermined_percent: 20, three_prime_bases: 3 } });
    expect(rules.slice(0, 5)).toEqual(rulesUsed(defaults).slice(0, 5));
    expect(rules[5]).toBe(
      "A sample is not assessable for an oligo when more than 20% of its site is undetermined (N or ambiguity codes) or any of a primer's last 3 bases is, and not covered when its genome holds no site for the oligo; either way it is left out of that oligo's figures. Undetermined bases never count as mismatches",
    );
    // The denominators' rule (issue 23) stays last.
    expect(rules[6]).toBe(rulesUsed(defaults)[6]);
    expect(rules).toHaveLength(7);
  });

  it('says how a partial site and an absent region are judged, for an engine 3 report (issue 31)', () => {
    const outcomes = { undetermined_percent: 20, three_prime_bases: 3 };
    const rules = rulesUsed(defaults, { outcomes, partialSites: true });
    expect(rules[6]).toBe(
      'A site the genome ends inside is read as undetermined past the genome\'s end and judged by the same rules ("the genome ends inside the site"); an undetermined base is never counted as a gap; a placement with real edits over 25% of the oligo\'s length and no flanks beside it is no site (not covered: the region is absent or rearranged)',
    );
    expect(rules).toHaveLength(8);
    // An engine 2 report was not judged so, and does not say it.
    expect(rulesUsed(defaults, { outcomes })).not.toContain(rules[6]);
  });

  it('adds the probe’s Tm rule and the Tm conditions for a report made from issue 24 on', () => {
    const rules = rulesUsed(defaults, {
      tmConditions: {
        na_mm: 50,
        k_mm: 0,
        tris_mm: 0,
        mg_mm: 3,
        dntps_mm: 0.8,
        oligo_nm: 250,
        template_nm: 0,
        salt_correction: 7,
      },
    });
    expect(rules[1]).toBe(
      "ACTION: a probe variant in 15% of the samples or more that lowers the probe's Tm by 5 °C or more",
    );
    expect(rules.at(-1)).toBe(
      'Tm: nearest-neighbour (SantaLucia 1998, with mismatch and dangling-end parameters), Na+ 50 mM, Mg2+ 3 mM, dNTPs 0.8 mM, oligo 250 nM',
    );
    // Seven rules and two for Tm.
    expect(rules).toHaveLength(9);
    // A threshold stored with the report replaces the default.
    expect(
      rulesUsed(
        { ...defaults, action_delta_tm: -3 },
        {
          tmConditions: {
            na_mm: 50,
            k_mm: 0,
            tris_mm: 0,
            mg_mm: 3,
            dntps_mm: 0.8,
            oligo_nm: 250,
            template_nm: 0,
            salt_correction: 7,
          },
        },
      )[1],
    ).toBe(
      "ACTION: a probe variant in 15% of the samples or more that lowers the probe's Tm by 3 °C or more",
    );
  });
});
