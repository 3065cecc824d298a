// A link to another screen only for a role that may open it (the server's rule, in app/navigation.ts): a moderator
// reads a customer's name in the verification queue as text, never as a link that ends on "forbidden".
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router';
import type { Staff } from '@loyalty/contracts/admin';
import { canEdit, canOpen } from '@admin/app/navigation';

/** Whether the signed-in staff member may open a path; nobody signed in (no shell around the screen) may not. */
export function useCanOpen(): (path: string) => boolean {
  const staff = useOutletContext<Staff | undefined>();
  return (path: string) => (staff ? canOpen(staff.role, path) : false);
}

/** Whether the signed-in staff member may change what the screen at `path` shows; a reader sees it without actions. */
export function useCanEdit(path: string): boolean {
  const staff = useOutletContext<Staff | undefined>();
  return staff ? canEdit(staff.role, path) : false;
}

interface ScreenLinkProps extends AnchorProps {
  to: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function ScreenLink({ to, children, 'data-testid': testId, ...props }: ScreenLinkProps) {
  const can = useCanOpen();
  if (!can(to))
    return (
      <Text span inherit size={props.size} fw={props.fw} data-testid={testId ? `${testId}-text` : undefined}>
        {children}
      </Text>
    );
  return (
    <Anchor component={Link} to={to} {...props} data-testid={testId}>
      {children}
    </Anchor>
  );
}
