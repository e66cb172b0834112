import { Button } from '@mantine/core';
import type { TEndpointAccess } from '@newsroom/contract';
import { Link } from 'react-router';
import { useMayCall } from '../session/may-call';

/** The one next step of an empty list (issue 19): "No bookings yet" → "Add booking". */
export type TEmptyNext = {
  label: string;
  /** The call the step leads to: the step shows only when the server would accept it. */
  endpoint?: { readonly access: TEndpointAccess };
  /** An in-app path (a link), e.g. the new-item screen or the list without its filters. */
  to?: string;
  /** Or an action on this screen (open the add modal, focus the add form's first field). */
  onClick?: () => void;
  /** Or the id of this screen's add form's first field, focused on the click. */
  focus?: string;
};

/** Its own component so that only an empty list with a next step reads the current user. */
export function EmptyNext({ next }: { next: TEmptyNext }) {
  const mayCall = useMayCall();
  if (next.endpoint && !mayCall(next.endpoint)) return null;
  return next.to !== undefined ? (
    <Button component={Link} to={next.to} variant="light" size="sm">
      {next.label}
    </Button>
  ) : (
    <Button
      variant="light"
      size="sm"
      onClick={next.onClick ?? (() => next.focus && document.getElementById(next.focus)?.focus())}
    >
      {next.label}
    </Button>
  );
}
