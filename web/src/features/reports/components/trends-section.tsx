import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  reportsInsightsMessages as m,
  reportsOutcomesMessages,
  reportsWindowMessages,
} from '@oligowatch/shared/messages/reports';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import { CountryTrendTable } from './country-trend-table';
import { LazyMonthTrendChart } from './lazy-month-trend-chart';
import { PerOligoSections } from './per-oligo-sections';

/** The Trends section: per oligo, the share of samples with a mismatch by month (chart) and by country. */
export function TrendsSection({ oligos }: { oligos: readonly OligoInsight[] }) {
  return (
    <PerOligoSections id="section-trends" heading={m.trendsHeading} labelOf={m.trendsOf} oligos={oligos}>
      {(oligo) => (
        <Stack gap="xs">
          {/* From engine 2 on the shares are of the samples assessed for the oligo. */}
          {oligo.not_assessable ? (
            <Text size="sm" c="dimmed">
              {reportsOutcomesMessages.percentOfAssessed(oligo.samples)}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {m.byMonthTitle}
              </Text>
              {oligo.by_month.length > 0 ? (
                <LazyMonthTrendChart oligo={oligo.name} byMonth={oligo.by_month} />
              ) : (
                <Text size="sm" c="dimmed">
                  {m.noMonths}
                </Text>
              )}
              {/* Issue 33: samples dated by year only have no month; they are counted here, not dropped. */}
              {oligo.year_only && oligo.year_only.samples > 0 ? (
                <Text size="sm" data-testid="year-only-line">
                  {reportsWindowMessages.yearOnly(oligo.year_only.samples, oligo.year_only.with_mismatch)}
                </Text>
              ) : null}
            </Stack>
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {m.byCountryTitle}
              </Text>
              <CountryTrendTable oligo={oligo.name} byCountry={oligo.by_country} />
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </PerOligoSections>
  );
}
