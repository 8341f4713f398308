import { createContext, useContext } from 'react';

/** The signed-in administrator, as the admin guard read it. */
export interface AdminSession {
  /** Global ID. */
  id: string;
  username: string;
  name: string;
  role: 'admin' | 'super_admin' | '%future added value';
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only inside the admin guard (every /admin screen but the login). */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession is only available inside the admin guard');
  return session;
}

export const isSuperAdmin = (session: AdminSession): boolean => session.role === 'super_admin';
