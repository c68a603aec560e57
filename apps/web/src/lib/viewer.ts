import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user.ts';

/** The signed-in user; routes under a shell are guarded, so the data is there once they render. */
export function useMe() {
  const { data } = useQuery(currentUserQuery);
  return data ?? null;
}

/** `can(key)`: the permission check of spec §6, for navigation, actions and CMS data loads. */
export function useCan(): (key: string) => boolean {
  const me = useMe();
  return (key) => Boolean(me?.permissions[key]);
}
