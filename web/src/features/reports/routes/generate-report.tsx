import { NewReportScreen } from '../components/new-report-screen';

/** /reports/generate: Generate New Report. The report runs in the background once accepted. */
export function GenerateReportRoute() {
  return <NewReportScreen scheduled={false} />;
}
