import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The Admin dialog's open state. Admin pages send a visitor without an admin session to
 * '/?admin=1'; that opens the dialog, and the query is then removed from the address bar.
 */
export function useAdminDialogFromUrl() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const isRequested = new URLSearchParams(search).get('admin') === '1';

  // Adjusting state while rendering (not in an effect) avoids a frame without the dialog.
  if (isRequested && !isOpen) setIsOpen(true);

  useEffect(() => {
    if (isRequested) navigate(location, { replace: true });
  }, [isRequested, location, navigate]);

  return { isOpen, open: () => setIsOpen(true), close: () => setIsOpen(false) };
}
