import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../api/client';
import { LoadFailure } from '../ui/load-failure';
import { EmptyNext, type TEmptyNext } from './empty-next';
import { isAbort } from './failure-toast';

/** What QueryState reads of a TanStack query result. */
export type TQueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
};

type TProps<T> = {
  query: TQueryLike<T>;
  /** Plural words for the error: "The {what} could not be loaded". */
  what: string;
  /** Data that counts as "nothing to show" (SPEC §8: an empty list answered with 200). */
  isEmpty?: (data: T) => boolean;
  /** Words for an empty answer, saying what is empty; "No {what} yet" unless given. */
  empty?: ReactNode;
  /**
   * The next step under the empty words ("Add booking"): a button or link shown only when the
   * admin's group may call its endpoint. Every list passes one where a next step exists.
   */
  emptyNext?: TEmptyNext;
  /** A next step that is more than one button (rare; prefer `emptyNext`). */
  emptyAction?: ReactNode;
  /** Words for a 404 answer; "Not found" unless given. */
  notFound?: ReactNode;
  /** Shown under the not-found words (e.g. a link back to the list). */
  notFoundAction?: ReactNode;
  /** Also show the loader (e.g. while stepping back from a page past the end). */
  loading?: boolean;
  children: (data: T) => ReactNode;
};

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

/**
 * The one ladder every screen shows for a load: a loader, then a failure with a retry (the
 * toast comes from the query cache, see failure-toast.ts), "Not found" for a 404, the empty
 * words with the next step for an empty answer, or the data. A failed refetch keeps the rows
 * already shown. Only the tag list says "Not found" when empty (SPEC §8).
 */
export function QueryState<T>({
  query,
  what,
  isEmpty,
  empty,
  emptyNext,
  emptyAction,
  notFound = 'Not found',
  notFoundAction,
  loading,
  children,
}: TProps<T>) {
  const { data, error } = query;
  if (loading || (data === undefined && (query.isPending || isAbort(error)))) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (data === undefined) {
    if (isNotFound(error)) {
      return (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {notFound}
          {notFoundAction && <> {notFoundAction}</>}
        </Text>
      );
    }
    return (
      <LoadFailure title={`The ${what} could not be loaded`} onRetry={() => query.refetch()} />
    );
  }
  if (isEmpty?.(data)) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Text c="dimmed" ta="center">
          {empty ?? `No ${what} yet`}
        </Text>
        {emptyNext && <EmptyNext next={emptyNext} />}
        {emptyAction}
      </Stack>
    );
  }
  return <>{children(data)}</>;
}
