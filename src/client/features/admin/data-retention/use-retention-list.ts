import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../../../lib/api-client';
import { useSessionExpiry } from '../use-session-expiry';
import { RETENTION_KEY, retentionUrl, type RetentionList, type RetentionView } from './retention-api';

/**
 * One page of the data-retention list (the server pages, searches and counts: issue 13). The
 * previous page stays on screen while the next loads, so the pager never jumps.
 */
export function useRetentionList(view: RetentionView) {
  const checkExpiry = useSessionExpiry();
  const query = useQuery<RetentionList>({
    queryKey: [...RETENTION_KEY, view],
    queryFn: () => getJson<RetentionList>(retentionUrl(view)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) checkExpiry(error);
  }, [error, checkExpiry]);
  return query;
}
