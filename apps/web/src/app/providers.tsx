import { createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from '../lib/notifications/toast-container';
import './theme-variables.css';

export { createQueryClient } from '../lib/query/query-client';

export const theme = createTheme({ primaryColor: 'red', defaultRadius: 'sm' });

export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    // The theme's CSS variables are in theme-variables.css: written by the provider they were a
    // twentieth of each server render, and the same every time.
    <MantineProvider theme={theme} withCssVariables={false}>
      <ToastContainer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
