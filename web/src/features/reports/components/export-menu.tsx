import { Button, Group, Menu } from '@mantine/core';
import { reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import type { ExportKind } from '@oligowatch/shared/schemas/report-export';
import { apiFailureText, isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toast';
import { useExportReport } from '../api/export-report';

const ITEMS: { kind: ExportKind; label: string }[] = [
  { kind: 'rows', label: reportsExportsMessages.rowsItem },
  { kind: 'stats', label: reportsExportsMessages.statsItem },
  { kind: 'variants', label: reportsExportsMessages.variantsItem },
  { kind: 'assays', label: reportsExportsMessages.assaysItem },
  { kind: 'xlsx', label: reportsExportsMessages.workbookItem },
];

/**
 * Starts the download of a presigned link. A navigation, not a fetch: the link answers with
 * Content-Disposition attachment, so the browser saves the file and stays on the page, and the
 * CSP's connect-src (our origin only) does not apply to it.
 */
const startDownload = (url: string, filename: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/** The report view's Export menu: each item asks the server for a file and downloads it. Complete reports only. */
export function ExportMenu({ report }: { report: ReportDetail }) {
  const exporting = useExportReport(report._id);
  if (report.status !== 'complete') return null;
  const choose = (kind: ExportKind) =>
    exporting.mutate(
      { kind },
      {
        onSuccess: ({ url, filename }) => startDownload(url, filename),
        // A failed export's reason comes from the server as the status's message.
        onError: (error) =>
          showErrorToast(
            isApiError(error) ? apiFailureText(error, reportsExportsMessages.exportFailed) : error.message,
          ),
      },
    );
  return (
    <Group justify="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={exporting.isPending}>
            {reportsExportsMessages.menuLabel}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ITEMS.map((item) => (
            <Menu.Item
              key={item.kind}
              onClick={() => choose(item.kind)}
              // Variants come from the report job's insights; a report stored without them has none.
              disabled={
                (item.kind === 'variants' && !report.insights) ||
                (item.kind === 'assays' && !report.insights?.assays)
              }
            >
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
