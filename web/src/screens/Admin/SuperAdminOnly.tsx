import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { adminMessages } from '@rules';
import type { ReactNode } from 'react';
import { isSuperAdmin, useAdminSession, type AdminSession } from './AdminSession.tsx';
import { PanelTitle } from './PanelTitle.tsx';

/**
 * A tab for super admins (the server refuses anyone else too): its content for a super admin;
 * for another admin, "Super Admin Required" and `reason` (by default the server's own: managing
 * admin accounts).
 */
export function SuperAdminOnly({
  reason,
  children,
}: {
  /** Why not, translated. */
  reason?: string;
  children: (session: AdminSession) => ReactNode;
}) {
  const { i18n } = useLingui();
  const session = useAdminSession();
  if (isSuperAdmin(session)) return children(session);
  // The server's message is "title — reason" in both languages.
  const [title, serverReason] = i18n._(adminMessages.superAdminRequired).split(' — ');
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="6" textAlign="center" role="status">
      <PanelTitle>{title}</PanelTitle>
      <Text color="fg.muted">{reason ?? serverReason}</Text>
    </Stack>
  );
}
