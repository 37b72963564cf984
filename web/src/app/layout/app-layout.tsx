import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useGuardedSession } from '../require-auth';
import classes from './app-layout.module.css';
import { NavBar } from './nav-bar';

/** The frame of every signed-in screen (it sits under the guard): the navigation bar, then the screen. */
export function AppLayout() {
  const { claims } = useGuardedSession();
  return (
    <AppShell header={{ height: 64 }} padding="lg">
      <AppShell.Header className={classes.header}>
        <NavBar claims={claims} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0" className={classes.main}>
        <Container size="xl" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
