import { QueryClientProvider } from '@tanstack/react-query';
import { ToasterHost } from './components/ui/toaster-host';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <ToasterHost />
    </QueryClientProvider>
  );
}
