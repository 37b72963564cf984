import { Button, Group, Modal, Text } from '@mantine/core';
import { productsFormMessages } from '@oligowatch/shared/messages/products';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `when` holds, leaving the page asks first (SPEC.md section 2, edit product): in-app
 * navigation (Back, Cancel, the navigation bar) through this dialog, closing or reloading the tab
 * through the browser's own prompt.
 */
export function LeavePageGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Unsaved changes"
      centered
    >
      <Text>{productsFormMessages.leavePage}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay on Page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave Page
        </Button>
      </Group>
    </Modal>
  );
}
