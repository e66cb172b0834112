import { adminEndpoints } from '@newsroom/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { setUpApiStubs, stubApi } from '../../test/stub-api';
import { useCurrentUser } from '../session/current-user';
import { QueryState } from './query-state';

setUpApiStubs();

const empty = { data: { admins: [] as string[] }, error: null, isPending: false, refetch: vi.fn() };

function EmptyAdmins({ onInvite }: { onInvite: () => void }) {
  const { user } = useCurrentUser();
  return (
    <>
      {user && <p>Signed in as {user.admin_group}</p>}
      <QueryState
        query={empty}
        what="admins"
        isEmpty={(data) => data.admins.length === 0}
        emptyNext={{ label: 'Invite admin', endpoint: adminEndpoints.invite, onClick: onInvite }}
      >
        {() => <p>rows</p>}
      </QueryState>
    </>
  );
}

describe('the next step of an empty list', () => {
  it('says what is empty and offers the next step to a group the server lets do it', async () => {
    stubApi(() => undefined, { group: 'super_admin' });
    const onInvite = vi.fn();
    renderScreen([{ path: '/', element: <EmptyAdmins onInvite={onInvite} /> }], '/');
    expect(screen.getByRole('status')).toHaveTextContent('No admins yet');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite admin' }));
    expect(onInvite).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to a group the server would refuse', async () => {
    stubApi(() => undefined, { group: 'client_desk' });
    renderScreen([{ path: '/', element: <EmptyAdmins onInvite={vi.fn()} /> }], '/');
    expect(screen.getByRole('status')).toHaveTextContent('No admins yet');
    // Once the current user is known the button still does not come.
    expect(await screen.findByText('Signed in as client_desk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite admin' })).toBeNull();
  });
});
