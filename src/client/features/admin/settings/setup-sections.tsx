import { FirstRecipient } from '../notifications/first-recipient';
import { SitesPanel } from '../sites/sites-panel';

/**
 * The rest of the first-run setup (issue 39 item 1): the sites, and the first notification
 * recipient. Each saves through its own API as it is added; 'Finish setup' saves the company.
 */
export function SetupSections() {
  return (
    <>
      <SitesPanel />
      <FirstRecipient />
    </>
  );
}
