import type { ReactNode } from 'react';
import { HireHeader } from '../../components/ui/hire-header';
import { HomeMenu } from './home-menu';

/**
 * The home's top bar: the hire's own things only (issue 43 item 5). `signOut`: the Sign out
 * button, shown while this device acts for an email; the menu holds clearing the application.
 * Staff sign in at /admin.
 */
export function HomeHeader({ signOut }: { signOut?: ReactNode }) {
  return (
    <HireHeader width="max-w-3xl">
      {signOut}
      <HomeMenu />
    </HireHeader>
  );
}
