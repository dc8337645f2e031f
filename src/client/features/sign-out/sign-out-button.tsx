import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { postJson } from '../../lib/api-client';
import { clearDeviceFlags } from '../../lib/device-flags';
import { dropAllUnsent, flushAll } from '../../lib/draft-autosave';
import { toast } from '../../lib/use-toast';

/**
 * Ends this device's session on the server (a shared site tablet, a browser left open): the
 * application stays, and this browser then starts as a new visitor.
 */
export function SignOutButton({
  variant = 'outline',
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation('access');
  const [isBusy, setIsBusy] = useState(false);
  const signOut = async () => {
    setIsBusy(true);
    try {
      // What was typed reaches this session first; then none of it stays for the next one.
      await flushAll();
      await postJson('/api/auth/sign-out', {});
      await dropAllUnsent();
      // This browser's UI flags go too (no personal data is kept there), and a fresh page leaves
      // no answer of this session in memory for the next visitor.
      clearDeviceFlags();
      location.assign('/');
    } catch {
      setIsBusy(false);
      toast({ title: t('signOut.failedTitle'), description: t('signOut.failed'), variant: 'destructive' });
    }
  };
  return (
    <Button variant={variant} className={className} disabled={isBusy} onClick={() => void signOut()}>
      {isBusy ? t('signOut.busy') : t('signOut.button')}
    </Button>
  );
}
