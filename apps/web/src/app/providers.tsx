import { createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from '../lib/notifications/toast-container';

export { createQueryClient } from '../lib/query/query-client';

const theme = createTheme({ primaryColor: 'red', defaultRadius: 'sm' });

export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <MantineProvider theme={theme}>
      <ToastContainer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
