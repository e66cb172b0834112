import { releaseNoteEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { markReleaseNotesRead } from '../../services/release-notes/mark-release-notes-read';
import { countUnread, listReleaseNotes } from '../../services/release-notes/read-release-notes';
import {
  createReleaseNote,
  deleteReleaseNote,
  updateReleaseNote,
} from '../../services/release-notes/write-release-notes';

/** Release notes: "What's new" for every admin (read marks per admin), writes for super admins. */
export const releaseNotesRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, releaseNoteEndpoints.list, async (request) =>
    listReleaseNotes(app.db, actorOf(request).id, request.query),
  );
  defineRoute(app, releaseNoteEndpoints.unread, async (request) => ({
    unread_count: await countUnread(app.db, actorOf(request).id),
  }));
  defineRoute(app, releaseNoteEndpoints.markRead, async (request) => {
    const userId = actorOf(request).id;
    return app.transact((tx) => markReleaseNotesRead(tx, userId, request.body.up_to_id, app.now()));
  });
  defineRoute(app, releaseNoteEndpoints.create, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      createReleaseNote(tx, actorId, request.body.release_note, app.now()),
    );
  });
  defineRoute(app, releaseNoteEndpoints.update, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateReleaseNote(tx, actorId, request.params.id, request.body.release_note, app.now()),
    );
  });
  defineRoute(app, releaseNoteEndpoints.remove, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) => deleteReleaseNote(tx, actorId, request.params.id));
  });
  defineHistoryRoute(app, releaseNoteEndpoints.history, { subject: 'release_note' });
};
