import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportInsightMessages as m } from '@oligowatch/shared/messages';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import { CountryTrendTable } from './country-trend-table';
import { LazyMonthTrendChart } from './lazy-month-trend-chart';

/** The Trends section: per oligo, the share of samples with a mismatch by month (chart) and by country. */
export function TrendsSection({ oligos }: { oligos: readonly OligoInsight[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="section-trends">
      <Title order={2} fz="xl" id="section-trends">
        {m.trendsHeading}
      </Title>
      {oligos.map((oligo) => (
        <Paper
          key={oligo.name}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={m.trendsOf(oligo.name)}
        >
          <Stack gap="sm">
            <Title order={3} fz="lg">
              {oligo.name}
            </Title>
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
              </Stack>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {m.byCountryTitle}
                </Text>
                <CountryTrendTable oligo={oligo.name} byCountry={oligo.by_country} />
              </Stack>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
