import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@oligowatch/shared/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import notificationClasses from './notifications.module.css';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own (no retries); the app makes one. */
  queryClient?: QueryClient;
  /**
   * Tests pass 'test': no transitions (they never finish in happy-dom, so menus and popovers stay
   * hidden), and no theme variables on :root. happy-dom lays nothing out, yet every accessible-name
   * and visibility check computed a style that copied Mantine's hundreds of variables at each level
   * up the tree: 4 s of the web tests' 53 s of CPU.
   */
  env?: MantineProviderProps['env'];
}

export function AppProvider({ children, queryClient, env }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} env={env} withCssVariables={env !== 'test'}>
      <Notifications
        position="top-right"
        autoClose={TOAST_DURATION_MS}
        classNames={{ root: notificationClasses.root }}
      />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
