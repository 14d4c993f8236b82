import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user-query';

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { ...query, user: query.data?.user ?? null };
}
