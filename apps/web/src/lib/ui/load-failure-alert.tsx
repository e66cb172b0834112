import { Alert, Button } from '@mantine/core';
import type { TLoadFailureProps } from './load-failure';

/** Loaded lazily through `LoadFailure`. */
export default function LoadFailureAlert({ title, children, onRetry }: TLoadFailureProps) {
  return (
    <Alert color="red" title={title}>
      {children}{' '}
      <Button variant="subtle" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
