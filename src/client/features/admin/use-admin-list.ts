import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../../lib/api-client';
import { useSessionExpiry } from './use-session-expiry';

/**
 * An admin list. Unlike the app's default (never stale), it is re-read each time a page mounts:
 * new hires and other admins change these lists while this tab is open.
 */
export function useAdminList<T>(key: readonly [string]) {
  const checkExpiry = useSessionExpiry();
  const query = useQuery<T>({ queryKey: key, queryFn: () => getJson<T>(key[0]), staleTime: 0 });
  const { error } = query;
  useEffect(() => {
    if (error) checkExpiry(error);
  }, [error, checkExpiry]);
  return query;
}
