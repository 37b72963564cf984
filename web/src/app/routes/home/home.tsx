import { Button, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { schedulesFormMessages } from '@oligowatch/shared/messages/schedules';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconFilePlus,
  IconFileReport,
  IconFileSearch,
} from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { useRecentReports } from '../../../features/reports/api/list-recent-reports';
import { RecentReportCard } from '../../../features/reports/components/recent-report-card';
import { useUpcomingReports } from '../../../features/schedules/api/list-upcoming-reports';
import { ScheduleCard } from '../../../features/schedules/components/schedule-card';
import { forgetStoredSchedule } from '../../../features/schedules/utils/stored-schedule';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { ActionTile } from './action-tile';
import { CardSection } from './card-section';

/**
 * /reports: Home. Composed here, in app, because it shows two features side by side: the recent
 * reports (features/reports) and the scheduled reports (features/schedules).
 */
export function HomeRoute() {
  // Whatever a previous schedule edit left behind is cleared on arrival.
  useEffect(() => forgetStoredSchedule(), []);

  const recent = useRecentReports();
  const upcoming = useUpcomingReports();
  // A failed list fetch is logged; the list then stays empty (SPEC.md section 4).
  useLogFailure(recent.error, reportsApiMessages.fetchAllFailed);
  useLogFailure(upcoming.error, reportsApiMessages.fetchAllFailed);

  const loading = recent.isPending || upcoming.isPending;

  return (
    <Stack gap="xl">
      <PageTitle
        title="Home"
        description="Recent mismatch reports, upcoming scheduled reports and quick actions."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {loading ? (
            <Center py={80}>
              <Stack align="center" gap="sm">
                <Loader aria-label="Loading reports" />
                <Text c="dimmed" size="sm">
                  Loading reports…
                </Text>
              </Stack>
            </Center>
          ) : (
            <Stack gap="xl">
              <CardSection
                title="New Reports"
                emptyText="No reports yet."
                emptyIcon={<IconFileReport size={24} stroke={1.5} aria-hidden />}
              >
                {(recent.data ?? []).map((report) => (
                  <RecentReportCard key={report._id} report={report} />
                ))}
              </CardSection>
              <CardSection
                title="Scheduled Reports"
                emptyText="No scheduled reports yet."
                emptyIcon={<IconCalendarTime size={24} stroke={1.5} aria-hidden />}
                action={
                  <Button
                    component={Link}
                    to={paths.scheduleReport}
                    size="xs"
                    variant="light"
                    leftSection={<IconCalendarPlus size={14} aria-hidden />}
                  >
                    {schedulesFormMessages.scheduleTitle}
                  </Button>
                }
              >
                {(upcoming.data ?? []).map((schedule) => (
                  <ScheduleCard key={schedule._id} schedule={schedule} />
                ))}
              </CardSection>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm" component="section" aria-labelledby="section-actions">
            <Title order={2} fz="xl" id="section-actions">
              Actions
            </Title>
            <ActionTile
              title="Generate New Report"
              description="Compare a product's oligos with a target clade."
              icon={<IconFilePlus size={24} stroke={1.6} aria-hidden />}
              to={paths.generateReport}
            />
            <ActionTile
              title="Browse All Reports"
              description="Search, sort and open every report."
              icon={<IconFileSearch size={24} stroke={1.6} aria-hidden />}
              to={paths.browseReports}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
