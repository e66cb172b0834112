import { Button, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

export type TLoadFailureProps = { title: string; children?: ReactNode; onRetry: () => void };

/** When the Alert's code did not arrive either (offline): the same words and retry, plainly. */
function PlainLoadFailure({ title, children, onRetry }: TLoadFailureProps) {
  return (
    <Text c="red" role="alert">
      {title}. {children}{' '}
      <Button variant="subtle" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Text>
  );
}

const LoadFailureAlert = lazy(() =>
  import('./load-failure-alert').catch(() => ({ default: PlainLoadFailure })),
);

/**
 * A failed load's notice with a retry button. Mantine's Alert arrives with the
 * first failure, so a list that loads fine never downloads it.
 */
export function LoadFailure(props: TLoadFailureProps) {
  return (
    <Suspense fallback={null}>
      <LoadFailureAlert {...props} />
    </Suspense>
  );
}
