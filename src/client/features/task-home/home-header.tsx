import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { HireHeader } from '../../components/ui/hire-header';

/** `signOut`: the Sign out button, shown while this device acts for an email. */
export function HomeHeader({ onAdminClick, signOut }: { onAdminClick: () => void; signOut?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <HireHeader width="max-w-3xl">
      {signOut}
      <Button variant="outline" onClick={onAdminClick}>
        {t('admin')}
      </Button>
    </HireHeader>
  );
}
