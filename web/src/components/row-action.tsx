import { Button, type MantineColor } from '@mantine/core';
import { Link } from 'react-router';
import type { IconComponent } from './icons';

interface RowActionProps {
  icon: IconComponent;
  label: string;
  /** Names the row ('Edit a@b.org'), since every row's button reads the same. */
  ariaLabel: string;
  color?: MantineColor;
  /** A link (View, Edit) ... */
  to?: string;
  /** ... or an action on the row (Archive, Restore, Deactivate), busy while it runs. */
  onClick?: () => void;
  loading?: boolean;
}

/** A small button in a table's Actions column; every table's row actions look alike. */
export function RowAction({ icon: Icon, label, ariaLabel, color, to, onClick, loading }: RowActionProps) {
  const look = {
    size: 'xs',
    variant: 'light',
    color,
    leftSection: <Icon size={14} aria-hidden />,
    'aria-label': ariaLabel,
  } as const;
  return to === undefined ? (
    <Button {...look} loading={loading} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <Button {...look} component={Link} to={to}>
      {label}
    </Button>
  );
}
