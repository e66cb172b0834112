import type { TEndpointDefinition, ZHistoryList, ZHistoryQuery } from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import { listHistory, type THistorySubject } from '../services/history';
import { defineRoute, type TRouteRequest, type TRouteResult } from './define-route';

/** A history endpoint: the one query (`before_id`) and the one answer (ZHistoryList). */
type THistoryEndpoint = TEndpointDefinition & {
  method: 'GET';
  query: typeof ZHistoryQuery;
  response: typeof ZHistoryList;
};

type TSubjectId<E extends THistoryEndpoint> = (
  request: TRouteRequest<E>,
) => string | number | Promise<string | number>;

export type THistoryRouteOptions<E extends THistoryEndpoint> = {
  /** Whose history: the `subject_type` its changes were recorded under. */
  subject: THistorySubject;
} & (TRouteRequest<E>['params'] extends { id: string | number }
  ? {
      /**
       * The record's id from the request; the path's `id` unless given. May look the record up
       * first (and answer 404). History stays readable after a record is deleted when the id
       * comes from the path alone.
       */
      subjectId?: TSubjectId<E>;
    }
  : { subjectId: TSubjectId<E> });

const idFromPath = (request: { params: unknown }) => (request.params as { id: string | number }).id;

/**
 * The one history route of every area: a page of a record's changes, newest first, with who
 * made them and the values before and after (ZHistoryList, paged by `before_id`).
 */
export function defineHistoryRoute<E extends THistoryEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: THistoryRouteOptions<E>,
) {
  defineRoute(app, endpoint, async (request) => {
    const { before_id } = request.query as { before_id?: number };
    const page = await listHistory(
      app.db,
      options.subject,
      await (options.subjectId ?? idFromPath)(request),
      {
        beforeId: before_id,
      },
    );
    return page as TRouteResult<E>;
  });
}
