import { NEWSLETTER_KIND_LABELS, publicNewsletterEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { escapeHtml } from '../../lib/escape-html';
import { unsubscribe, verifyUnsubscribeToken } from '../../services/newsletters';

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 Helvetica,Arial,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.5rem 1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`);
}

const INVALID =
  '<p>This unsubscribe link is not valid or has expired. Use the link of a more recent e-mail.</p>';

/**
 * The link in every newsletter (RFC 8058). GET shows a confirmation page (mail scanners that
 * open links unsubscribe nobody); POST, from that page's button or from the mail client's
 * one-click `List-Unsubscribe-Post`, removes the subscription. The signed token is the only
 * credential, so no session is needed.
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  defineRoute(app, publicNewsletterEndpoints.unsubscribePage, async (request, reply) => {
    const claim = verifyUnsubscribeToken(app.secrets, request.query.token, app.now());
    if (!claim) return page(reply, 400, 'Link not valid', INVALID);
    const name = `${NEWSLETTER_KIND_LABELS[claim.kind]} newsletter (${claim.locale})`;
    return page(
      reply,
      200,
      'Unsubscribe',
      `<p>Stop receiving the ${escapeHtml(name)}?</p>
<form method="post" action="?token=${encodeURIComponent(request.query.token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  });
  defineRoute(app, publicNewsletterEndpoints.unsubscribe, async (request, reply) => {
    const claim = verifyUnsubscribeToken(app.secrets, request.query.token, app.now());
    if (!claim) return page(reply, 400, 'Link not valid', INVALID);
    await app.transact((tx) => unsubscribe(tx, claim));
    const name = `${NEWSLETTER_KIND_LABELS[claim.kind]} newsletter (${claim.locale})`;
    return page(
      reply,
      200,
      'Unsubscribed',
      `<p>You will no longer receive the ${escapeHtml(name)}.</p>`,
    );
  });
};
