import { QueryClientProvider } from '@tanstack/react-query';
// With the first screen, not the first dialog: it notes the control a tap opens a dialog from.
import './components/ui/dialog-focus';
import { OfflineBanner } from './components/ui/offline-banner';
import { ToasterHost } from './components/ui/toaster-host';
import { StepUpHost } from './features/step-up/step-up-host';
import { useDocumentLanguage } from './lib/language';
import { queryClient } from './lib/query-client';
import { useRouteChange } from './lib/use-route-change';
import { AppRoutes } from './routes';

export function App() {
  useRouteChange();
  return (
    <QueryClientProvider client={queryClient}>
      <DocumentLanguage />
      <OfflineBanner />
      <AppRoutes />
      <ToasterHost />
      <StepUpHost />
    </QueryClientProvider>
  );
}

/** The hire's language on the document (inside the query client: it reads the hire's status). */
function DocumentLanguage() {
  useDocumentLanguage();
  return null;
}
