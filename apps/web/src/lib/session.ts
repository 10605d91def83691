import { roleOf, type Role } from '@simmer/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
}

interface RawSession {
  user: { id: string; email: string; name: string; image?: string | null; role?: string };
}

export const sessionQueryKey = ['session'] as const;

async function fetchSession(): Promise<SessionUser | null> {
  const session = await apiFetch<RawSession | null>('/api/auth/get-session');
  if (!session?.user) return null;
  const { id, email, name, image, role } = session.user;
  return { id, email, name, image: image ?? null, role: roleOf(role) };
}

export const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
} as const;

/** The signed-in user, null for visitors; pending while the session loads. */
export function useSession() {
  return useQuery(sessionQuery);
}
