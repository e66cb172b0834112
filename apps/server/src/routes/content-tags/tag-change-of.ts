import type { TContentTagType } from '@newsroom/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor-of';
import type { TContentTagChange } from '../../services/content-tags/tag-change';

/** The change a request asks for: which content in which locale, which tag, by whom. */
export function tagChangeOf(
  request: FastifyRequest & { params: { locale: string } },
  type: TContentTagType,
  key: string | number,
  tagId: number,
): TContentTagChange {
  return { type, key, locale: request.params.locale, tagId, actorId: actorOf(request).id };
}
