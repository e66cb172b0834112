import { Alert, Button, Center, Loader, Text } from '@mantine/core';

export function ListLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** SPEC §8: an empty list answered with 200 is "not found". */
export function ListNotFound({ text = 'Not found' }: { text?: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {text}
    </Text>
  );
}

export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={`The ${what} could not be loaded`}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
