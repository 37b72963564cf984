import { Anchor, Burger, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionClaims } from '@oligowatch/shared/schemas/account';
import { generatePath, Link, NavLink } from 'react-router';
import { IconLogout } from '../../components/icons';
import { Logo } from '../../components/logo';
import { useSignOut } from '../../features/auth/api/logout';
import { paths } from '../../lib/paths';
import classes from './nav-bar.module.css';

/** Account by role (SPEC.md section 2): an Admin lists all accounts, a User opens their own. */
export const accountPathFor = (claims: Pick<SessionClaims, 'access_level' | 'sub'>): string =>
  claims.access_level === 'Admin' ? paths.accounts : generatePath(paths.userAccount, { userId: claims.sub });

interface NavItemsProps {
  claims: SessionClaims;
  /** Called when an item is chosen (closes the small-screen menu). */
  onChoose?: () => void;
}

/** Home, Targets, Oligos, Products, Account and Sign Out, in that order (SPEC.md section 1). */
function NavItems({ claims, onChoose }: NavItemsProps) {
  const { signOut, isSigningOut } = useSignOut();
  const items = [
    { label: 'Home', to: paths.reports },
    { label: 'Targets', to: paths.targets },
    { label: 'Oligos', to: paths.oligos },
    { label: 'Products', to: paths.products },
    { label: 'Account', to: accountPathFor(claims) },
  ];
  return (
    <>
      {items.map((item) => (
        <NavLink key={item.label} to={item.to} className={classes.link} onClick={onChoose}>
          {item.label}
        </NavLink>
      ))}
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={signOut}
        loading={isSigningOut}
        className={classes.signOut}
      >
        Sign Out
      </Button>
    </>
  );
}

export function NavBar({ claims }: { claims: SessionClaims }) {
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Anchor component={Link} to={paths.reports} underline="never" aria-label="OligoWatch">
        <Logo />
      </Anchor>
      <Group gap={4} wrap="nowrap" visibleFrom="md">
        <NavItems claims={claims} />
      </Group>
      <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="md" size="sm" aria-label="Menu" />
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        hiddenFrom="md"
        position="right"
        size={280}
        title={<Logo />}
      >
        <Stack gap={4}>
          <NavItems claims={claims} onChoose={menu.close} />
        </Stack>
      </Drawer>
    </Group>
  );
}
