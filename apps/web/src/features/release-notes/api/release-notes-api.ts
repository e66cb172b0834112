import {
  releaseNoteEndpoints,
  type TReleaseNoteCreate,
  type TReleaseNoteUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { useAreaWrite } from '../../../lib/query/use-area-write';
import { RELEASE_NOTES_KEY, UNREAD_KEY } from './unread-release-notes';

const KEY = RELEASE_NOTES_KEY;

/** A page of notes, newest release first, read afresh (someone may have just published). */
export function useReleaseNotes(page = 1) {
  return useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: ({ signal }) =>
      call(releaseNoteEndpoints.list, { query: { page }, signal, fresh: true }),
  });
}

const useNotesWrite = <V, R>(send: (variables: V) => Promise<R>) =>
  useAreaWrite(KEY, send, { afterFailureToo: true });

/** Marks the notes up to the newest one shown as read for this admin. */
export function useMarkReleaseNotesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (upToId: number) =>
      call(releaseNoteEndpoints.markRead, { body: { up_to_id: upToId } }),
    onSuccess: (answer) => queryClient.setQueryData(UNREAD_KEY, answer),
  });
}

export const useCreateReleaseNote = () =>
  useNotesWrite((note: TReleaseNoteCreate['release_note']) =>
    call(releaseNoteEndpoints.create, { body: { release_note: note } }),
  );

export const useUpdateReleaseNote = () =>
  useNotesWrite(({ id, change }: { id: number; change: TReleaseNoteUpdate['release_note'] }) =>
    call(releaseNoteEndpoints.update, { params: { id }, body: { release_note: change } }),
  );

export const useDeleteReleaseNote = () =>
  useNotesWrite((id: number) => call(releaseNoteEndpoints.remove, { params: { id } }));

export const useReleaseNoteHistory = (id: number) =>
  useHistory(releaseNoteEndpoints.history, { id }, KEY);
