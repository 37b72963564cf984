import { Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { reportsGenerateMessages } from '@oligowatch/shared/messages/reports';

/** The full-page overlay shown while a form is being processed (SPEC.md section 2). */
export function ProcessingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Portal>
      <Overlay fixed blur={2} backgroundOpacity={0.35} zIndex={1000} center>
        <Stack align="center" gap="xs" role="status" aria-label="Processing">
          <Loader color="white" />
          <Text c="white" fw={500}>
            {reportsGenerateMessages.processing}
          </Text>
        </Stack>
      </Overlay>
    </Portal>
  );
}
