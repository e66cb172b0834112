import { smartLinkEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { followSmartLink } from '../../services/smart-links/follow-smart-link';
import { notFoundPage } from './not-found-page';

const localeOf = (query: unknown) => {
  const value = (query as Record<string, unknown> | undefined)?.locale;
  return typeof value === 'string' && value.length <= 35 ? value : undefined;
};

/**
 * The public redirect. No query schema on purpose: shared links pick up
 * tracking parameters (utm_source, fbclid, ...), which must not break them.
 * No transaction either: the click is counted by one atomic statement.
 */
export const followSmartLinkRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, smartLinkEndpoints.follow, async (request, reply) => {
    const { config } = app;
    const now = app.now();
    const target = await followSmartLink(app.db, {
      code: request.params.code,
      locale: localeOf(request.query),
      acceptLanguage: request.headers['accept-language'],
      userAgent: request.headers['user-agent'],
      countable: request.method === 'GET',
      limit: {
        key: `smart_link:ip:${request.ip}`,
        limit: config.SMART_LINK_CLICKS_PER_IP,
        windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      siteUrl: config.PUBLIC_SITE_URL,
      now,
    });
    // Every visit must reach the server to be counted and to follow the event's status.
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Language');
    if (!target) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(notFoundPage(config.PUBLIC_SITE_URL));
    }
    return reply.redirect(target, 302);
  });
};
