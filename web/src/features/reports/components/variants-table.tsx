import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { actionDeltaTmOf, isTmDropFlagged } from '@oligowatch/science';
import {
  INSIGHT_TABLE_PAGE_SIZE,
  INSIGHT_TABLE_PAGE_SIZE_OPTIONS,
  VARIANT_LIST_SHOWN,
} from '@oligowatch/shared/constants';
import { reportsInsightsMessages as m, reportsTmMessages } from '@oligowatch/shared/messages/reports';
import type { Variant, VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatPercent } from '../utils/format-numbers';
import { formatSampleDate } from '../utils/format-sample-date';
import { shortList } from '../utils/short-list';
import { hasVariantTm, variantDeltaTmText, variantTmText } from '../utils/tm-text';
import { BindingSite } from './binding-site';

/** A few names for a cell, with '+N more' holding the whole list in its tooltip. */
function ShortList({ items }: { items: readonly string[] }) {
  const { text, more } = shortList(items, VARIANT_LIST_SHOWN);
  if (more === 0) return <>{text}</>;
  return (
    <Tooltip label={items.join(', ')} multiline maw={360}>
      <Text span size="sm">
        {text}{' '}
        <Text span size="xs" c="dimmed">
          {m.moreItems(more)}
        </Text>
      </Text>
    </Tooltip>
  );
}

/** Real mismatches; older stored variants carry only the edit distance. */
const realMismatches = (variant: Variant): number => variant.real_mismatches ?? variant.mismatch_count;

/** Real mismatches, with the undetermined calls of the site beside them rather than inside. */
function MismatchCell({ variant }: { variant: Variant }) {
  const undetermined = variant.mismatch_count - realMismatches(variant);
  return (
    <>
      {realMismatches(variant)}
      {undetermined > 0 ? (
        <Text span size="xs" c="dimmed">
          {` ${m.variantUndeterminedCalls(undetermined)}`}
        </Text>
      ) : null}
    </>
  );
}

/** A variant without a Tm shows why, on hover and to a screen reader. */
function TmCell({ variant }: { variant: Variant }) {
  const text = variantTmText(variant);
  if (!variant.tm_note) return <>{text}</>;
  return (
    <Tooltip label={variant.tm_note} multiline maw={360}>
      <Text span size="sm" aria-label={variant.tm_note}>
        {text}
      </Text>
    </Tooltip>
  );
}

type TmThresholds = Pick<VerdictThresholds, 'action_delta_tm'>;

/** The change of Tm, flagged at the report's threshold (-5 °C by default) or below. */
function DeltaTmCell({ variant, thresholds }: { variant: Variant; thresholds: TmThresholds }) {
  return (
    <Group gap={6} wrap="nowrap">
      {variantDeltaTmText(variant)}
      {isTmDropFlagged(variant, thresholds) ? (
        <Badge color="red" variant="light" size="xs" tt="none">
          {reportsTmMessages.tmDropFlag(-actionDeltaTmOf(thresholds))}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Issue 24's columns, after the mismatches: sortable by their numbers (no number sorts as none). */
const tmColumns = (thresholds: TmThresholds): DataTableColumn<Variant>[] => [
  {
    accessor: 'tm',
    title: reportsTmMessages.columnTm,
    sortable: true,
    value: (variant) => variant.tm ?? null,
    text: variantTmText,
    render: (variant) => <TmCell variant={variant} />,
  },
  {
    accessor: 'delta_tm',
    title: reportsTmMessages.columnDeltaTm,
    sortable: true,
    value: (variant) => variant.delta_tm ?? null,
    text: variantDeltaTmText,
    render: (variant) => <DeltaTmCell variant={variant} thresholds={thresholds} />,
  },
];

const columns: DataTableColumn<Variant>[] = [
  {
    accessor: 'binding_site',
    title: m.columnBindingSite,
    filter: 'contains',
    render: (variant) => (
      <Group gap={6} wrap="nowrap">
        <BindingSite site={variant.binding_site} matchLine={variant.mismatch_lines} />
        {variant.undetermined ? (
          <Badge color="gray" variant="light" size="xs" tt="none">
            {m.variantMostlyUndetermined}
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    accessor: 'mismatch_count',
    title: m.columnMismatches,
    sortable: true,
    filter: 'equals',
    value: realMismatches,
    render: (variant) => <MismatchCell variant={variant} />,
  },
  { accessor: 'samples', title: m.columnSamples, sortable: true },
  {
    accessor: 'percent',
    title: m.columnShare,
    sortable: true,
    text: (variant) => `${formatPercent(variant.percent)}%`,
  },
  {
    accessor: 'first_date',
    title: m.columnFirstDate,
    sortable: true,
    text: (variant) => (variant.first_date ? formatSampleDate(variant.first_date) : ''),
  },
  {
    accessor: 'last_date',
    title: m.columnLastDate,
    sortable: true,
    text: (variant) => (variant.last_date ? formatSampleDate(variant.last_date) : ''),
  },
  {
    accessor: 'countries',
    title: m.columnCountries,
    filter: 'contains',
    value: (variant) => variant.countries.join(', '),
    render: (variant) => <ShortList items={variant.countries} />,
  },
  {
    accessor: 'accessions',
    title: m.columnAccessions,
    filter: 'contains',
    value: (variant) => variant.accessions.join(', '),
    render: (variant) => <ShortList items={variant.accessions} />,
  },
];

/**
 * One oligo's variants, most samples first (as stored), 5 a page, sortable and filterable; with
 * their Tm and change of Tm after the mismatches when the report has them (issue 24 on).
 */
export function VariantsTable({
  oligo,
  variants,
  thresholds = {},
}: {
  oligo: string;
  variants: readonly Variant[];
  /** The report's thresholds: where a drop of Tm is flagged. */
  thresholds?: TmThresholds;
}) {
  const withTm = hasVariantTm(variants);
  const shown = useMemo(
    () => (withTm ? [...columns.slice(0, 2), ...tmColumns(thresholds), ...columns.slice(2)] : columns),
    [withTm, thresholds],
  );
  return (
    <DataTable
      ariaLabel={m.variantsOf(oligo)}
      records={variants}
      columns={shown}
      idAccessor="binding_site"
      pageSize={INSIGHT_TABLE_PAGE_SIZE}
      pageSizeOptions={INSIGHT_TABLE_PAGE_SIZE_OPTIONS}
      noRecordsText={m.noVariants}
      minHeight={80}
    />
  );
}
