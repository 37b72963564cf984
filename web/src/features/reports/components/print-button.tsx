import { Button } from '@mantine/core';
import { reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import { IconPrinter } from '../../../components/icons';

/** Opens the browser's print dialog; the page prints in its print layout (print.module.css). */
export function PrintButton() {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={() => window.print()}
    >
      {reportsInsightsMessages.print}
    </Button>
  );
}
