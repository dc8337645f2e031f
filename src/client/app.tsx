import { QueryClientProvider } from '@tanstack/react-query';
import { ToasterHost } from './components/ui/toaster-host';
import { queryClient } from './lib/query-client';
import { useRouteChange } from './lib/use-route-change';
import { AppRoutes } from './routes';

export function App() {
  useRouteChange();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <ToasterHost />
    </QueryClientProvider>
  );
}
