import { Button, type ButtonVariant } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconComponent } from './icons';

interface LinkButtonProps {
  to: string;
  icon: IconComponent;
  /** 'default' for the ways to other lists and back, 'filled' (Mantine's default) for Add. */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A header button that goes to another screen, with its icon on the left. */
export function LinkButton({ to, icon: Icon, variant, children }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<Icon size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
