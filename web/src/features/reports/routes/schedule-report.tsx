import { NewReportScreen } from '../components/new-report-screen';

/** /reports/schedule: Schedule New Report, the generate form with 'Schedule Report' ticked. */
export function ScheduleReportRoute() {
  return <NewReportScreen scheduled />;
}
