import { publicTermsEndpoints, termsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { publishTerms } from '../../services/terms/publish-terms';
import { readTermsOverview, readTermsPage } from '../../services/terms/read-terms';
import { saveTermsDraft } from '../../services/terms/save-terms-draft';
import { assertTermsLocale, readVersion } from '../../services/terms/terms-rows';

/** Terms pages: /api/admin/terms (super admins) and the public /api/public/terms/{locale}. */
export const termsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, termsEndpoints.overview, () => readTermsOverview(app.db, app.now()));
  defineRoute(app, termsEndpoints.page, (request) =>
    readTermsPage(app.db, request.params.locale, app.now()),
  );
  defineRoute(app, termsEndpoints.saveDraft, (request) =>
    app.transact((tx) =>
      saveTermsDraft(tx, actorOf(request).id, request.params.locale, request.body, app.now()),
    ),
  );
  defineRoute(app, termsEndpoints.publish, (request) =>
    app.transact((tx) =>
      publishTerms(tx, actorOf(request).id, request.params.locale, request.body, app.now()),
    ),
  );
  defineRoute(app, termsEndpoints.version, async (request) => {
    await assertTermsLocale(app.db, request.params.locale);
    return readVersion(app.db, request.params.locale, request.params.number, app.now());
  });
  defineHistoryRoute(app, termsEndpoints.history, {
    subject: 'terms_page',
    subjectId: (request) => request.params.locale,
  });
  // The site may read the text from any origin; nothing here depends on a cookie.
  defineRoute(app, publicTermsEndpoints.read, async (request, reply) => {
    const version = await readVersion(
      app.db,
      request.params.locale,
      request.query.version,
      app.now(),
    );
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=60');
    return version;
  });
};
