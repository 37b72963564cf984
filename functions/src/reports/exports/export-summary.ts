import { ABSENT_SITE_EDIT_PERCENT, judgesPartialSites } from '@oligowatch/science';
import {
  reportsOutcomesMessages,
  reportsTmMessages,
  reportsWindowMessages,
} from '@oligowatch/shared/messages/reports';
import { describeFrozenWindow, describeWindow } from '@oligowatch/shared/sample-window';
import type { ReportInsights } from '@oligowatch/shared/schemas/insights';
import type { ReportProvenance, ReportSummary } from '@oligowatch/shared/schemas/report';
import type { SummaryLine } from './write-workbook';

/** What the Summary sheet reads of a report. */
export type SummaryReport = Pick<
  ReportSummary,
  '_id' | 'report_title' | 'target_name' | 'product_name' | 'creation_date' | 'mismatch_total'
> & { provenance: ReportProvenance };

const verdictText = (verdict: { level: string; reasons: readonly string[] }): string =>
  [verdict.level, ...verdict.reasons].join(' — ');

/** How the report found and judged each oligo's site (engine 2 on; absent before). */
const placementLines = ({
  anchors,
  outcome_rules: rules,
  engine_version,
}: ReportProvenance): SummaryLine[] => [
  ...(anchors
    ? ([
        [
          reportsOutcomesMessages.anchorsLabel,
          reportsOutcomesMessages.anchorsFrom(anchors.source, anchors.genomes),
        ],
      ] as const)
    : []),
  ...(rules
    ? ([
        [
          reportsOutcomesMessages.outcomeRulesLabel,
          reportsOutcomesMessages.ruleOutcomes(rules.undetermined_percent, rules.three_prime_bases),
        ],
        // Engine 3 on (issue 31): sites cut by a genome end and regions that are gone.
        ...(judgesPartialSites(engine_version)
          ? [
              [
                reportsOutcomesMessages.outcomeRulesLabel,
                reportsOutcomesMessages.rulePartialSites(ABSENT_SITE_EDIT_PERCENT),
              ] as const,
            ]
          : []),
      ] as const)
    : []),
];

/**
 * Issue 33: the sample window the report read, its days, and the samples it set apart (too
 * coarse for the window, undated), with their first accessions.
 */
const windowLines = ({ window, sample_window }: ReportProvenance): SummaryLine[] => [
  [reportsWindowMessages.formLabel, window ? describeFrozenWindow(window) : describeWindow(sample_window)],
  ...(window
    ? ([
        [`Samples: ${reportsWindowMessages.tooCoarse}`, window.too_coarse.count],
        [`Samples: ${reportsWindowMessages.tooCoarse} (first)`, window.too_coarse.first.join(', ')],
        [
          `Samples: ${window.basis === 'collected' ? reportsWindowMessages.undatedCollected : reportsWindowMessages.undatedPublished}`,
          window.undated.count,
        ],
      ] as SummaryLine[])
    : []),
];

/** Each oligo's samples left out of its figures, counted (the Samples left out sheet lists them). */
const leftOutLines = (insights: ReportInsights): SummaryLine[] =>
  insights.oligos.flatMap((o): SummaryLine[] =>
    o.not_assessable && o.not_covered
      ? [
          [
            `Left out: ${o.name}`,
            reportsOutcomesMessages.leftOutShort(o.not_assessable.count, o.not_covered.count),
          ],
        ]
      : [],
  );

const tmText = (range: { min: number; max: number }): string =>
  range.min === range.max ? range.min.toFixed(1) : `${range.min.toFixed(1)} to ${range.max.toFixed(1)}`;

/**
 * Issue 24: the conditions of every Tm, each oligo's Tm on its perfect complement, and each
 * suggested redesign (sequence, coverage, degeneracy, Tm range) or why there is none.
 */
const tmLines = (insights: ReportInsights): SummaryLine[] => {
  const c = insights.tm_conditions;
  if (!c) return [];
  return [
    [
      reportsTmMessages.conditionsHeading,
      reportsTmMessages.ruleTmConditions(c.na_mm, c.mg_mm, c.dntps_mm, c.oligo_nm),
    ],
    ...insights.oligos.flatMap((o): SummaryLine[] => [
      ...(o.tm !== undefined
        ? ([[`Tm (°C): ${o.name}`, o.tm ? tmText(o.tm) : (o.tm_note ?? null)]] as SummaryLine[])
        : []),
      ...(o.suggestion
        ? ([
            [
              `${reportsTmMessages.suggestionHeading}: ${o.name}`,
              'none' in o.suggestion
                ? reportsTmMessages.noSuggestion(o.suggestion.none)
                : `${o.suggestion.sequence} — ${reportsTmMessages.suggestionSummary(
                    String(Math.round(o.suggestion.coverage_percent * 100) / 100),
                    o.suggestion.degeneracy,
                    o.suggestion.tm_min.toFixed(1),
                    o.suggestion.tm_max.toFixed(1),
                  )}`,
            ],
          ] as SummaryLine[])
        : []),
    ]),
  ];
};

/**
 * The workbook's Summary sheet: what the report is and what it was made from, then the verdicts
 * when the report job computed them (a report stored through POST /v1/report has none).
 */
export const summaryLinesOf = (report: SummaryReport, insights?: ReportInsights): SummaryLine[] => [
  ['Title', report.report_title],
  ['Target', report.target_name],
  ['Product', report.product_name],
  ['Product version', report.provenance.product_version],
  ['Created', report.creation_date],
  ['Engine version', report.provenance.engine_version],
  ['Samples', report.provenance.sample_count],
  ...windowLines(report.provenance),
  ['Total mismatches', report.mismatch_total],
  ['Oligos', report.provenance.oligos.map((o) => o.name).join(', ')],
  ['Report ID', report._id],
  ...placementLines(report.provenance),
  ...(insights
    ? ([
        ['Product verdict', verdictText(insights.product.verdict)],
        // No sample assessed for every oligo: no inclusivity at all, rather than 0%.
        ['Inclusivity (%)', insights.product.samples === 0 ? null : insights.product.inclusivity_percent],
        // Assays no sample holds the sites of were not judged: no line (the Assays sheet says so).
        ...(insights.assays ?? []).flatMap((a): SummaryLine[] =>
          a.verdict ? [[`Assay verdict: ${a.name}`, verdictText(a.verdict)]] : [],
        ),
        ...insights.oligos.map((o): SummaryLine => [`Verdict: ${o.name}`, verdictText(o.verdict)]),
        ...leftOutLines(insights),
        ...tmLines(insights),
      ] as SummaryLine[])
    : []),
];
