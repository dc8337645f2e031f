import { lazy, Suspense } from 'react';

// The PIN dialog (and Radix Dialog with it) loads on first use, keeping the home bundle small.
const AdminPinDialog = lazy(() => import('./admin-pin-dialog').then((m) => ({ default: m.AdminPinDialog })));

export function AdminAccess({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AdminPinDialog onClose={onClose} />
    </Suspense>
  );
}
