import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/ui/lazy-screen';

const looksLikeChunkFailure = (error: unknown) =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
      error.message,
    ));

/** What a route shows when it fails: a reload offer for code that did not arrive, a plain message otherwise. */
export function RouteError() {
  const error = useRouteError();
  const chunk = looksLikeChunkFailure(error);
  return (
    <Stack align="center" gap="sm" py={80} role="alert">
      <Title order={2}>{chunk ? 'This screen could not be loaded' : 'Something went wrong'}</Title>
      <Text c="dimmed">
        {chunk
          ? 'A new version may have been released, or the connection dropped. Reloading usually fixes it.'
          : 'The error has been reported. Reload the page to try again.'}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
