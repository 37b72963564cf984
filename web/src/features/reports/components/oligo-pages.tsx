import { Center, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { REPORT_OLIGO_SECTION_PAGE_SIZE, REPORT_SUMMARY_LIST_MAX } from '@oligowatch/shared/constants';
import { reportsViewMessages as m } from '@oligowatch/shared/messages/reports';
import { type ReactNode, useState } from 'react';
import { IconSearch } from '../../../components/icons';
import { filterOligoNames } from '../utils/amplicon-groups';

interface OligoPagesProps {
  /** The section's name, which names its filter and its pages. */
  section: string;
  names: readonly string[];
  /** The section's blocks of the oligos shown, in their order. */
  children: (shown: string[]) => ReactNode;
}

/**
 * A per-oligo section's oligos, all of them for a handful; for a tiling scheme's hundreds (each
 * block a table or a chart, too many to draw at once) a filter by oligo name and a page of
 * REPORT_OLIGO_SECTION_PAGE_SIZE oligos at a time.
 */
export function OligoPages({ section, names, children }: OligoPagesProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  if (names.length <= REPORT_SUMMARY_LIST_MAX) return <>{children([...names])}</>;
  const matching = filterOligoNames(names, query);
  const pages = Math.max(1, Math.ceil(matching.length / REPORT_OLIGO_SECTION_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = matching.slice(
    (current - 1) * REPORT_OLIGO_SECTION_PAGE_SIZE,
    current * REPORT_OLIGO_SECTION_PAGE_SIZE,
  );
  return (
    <Stack gap="sm">
      <TextInput
        placeholder={m.oligoFilter}
        aria-label={m.sectionOligoFilter(section)}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 320 }}
      />
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.noOligoMatches}
        </Text>
      ) : (
        children(shown)
      )}
      <Center>
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          withEdges
          aria-label={m.sectionPages(section)}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Center>
    </Stack>
  );
}
