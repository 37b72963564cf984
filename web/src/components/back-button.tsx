import type { ReactNode } from 'react';
import { IconArrowLeft } from './icons';
import { LinkButton } from './link-button';

/** The header's way back to the list a screen belongs to ('Back', 'Return', 'Return to Accounts'). */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} icon={IconArrowLeft} variant="default">
      {children}
    </LinkButton>
  );
}
