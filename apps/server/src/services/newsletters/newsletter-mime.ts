import { randomBytes } from 'node:crypto';
import type { TNewsletterRendered } from '@newsroom/contract';
import { encodeWords } from 'nodemailer/lib/mime-funcs';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import { escapeHtml, UNSUBSCRIBE_MARK } from './render-issue';

/**
 * An issue's e-mail as MIME, encoded once per issue: the quoted-printable text and HTML parts
 * cut where each reader's unsubscribe link goes. Letting nodemailer compose every copy cost more
 * CPU than anything else in a send (choosing the encoding and quoted-printable encoding 30 KB of
 * HTML per reader); here a copy is its own headers, the link encoded, and the pieces joined.
 */
export type TMimeTemplate = {
  subjectHeader: string;
  boundary: string;
  text: string[];
  html: string[];
};

const qp = (value: string) => qpWrap(qpEncode(value), 76);

/** Encoded pieces; a soft line break (`=` CRLF, removed by the reader) joins them to the link. */
const piecesOf = (value: string) => value.split(UNSUBSCRIBE_MARK).map(qp);

export function mimeTemplateOf(rendered: TNewsletterRendered): TMimeTemplate {
  return {
    subjectHeader: encodeWords(rendered.subject, 'Q', 52),
    boundary: `--_newsletter_${randomBytes(12).toString('hex')}`,
    text: piecesOf(rendered.text),
    html: piecesOf(rendered.html),
  };
}

const joinAt = (pieces: string[], link: string) => {
  const encoded = qp(link);
  return pieces.map((piece, i) => (i === 0 ? piece : `=\r\n${encoded}=\r\n${piece}`)).join('');
};

/** A header value is sent as it is only if it cannot break the header block. */
const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** One reader's copy, ready for the SMTP DATA command. */
export function mimeMessageOf(
  template: TMimeTemplate,
  mail: { from: string; to: string; messageId: string; unsubscribeUrl: string; date: Date },
): Buffer {
  const { boundary } = template;
  const url = headerSafe(mail.unsubscribeUrl);
  const lines = [
    `From: ${headerSafe(mail.from)}`,
    `To: ${headerSafe(mail.to)}`,
    `Subject: ${template.subjectHeader}`,
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${headerSafe(mail.messageId)}`,
    'MIME-Version: 1.0',
    `List-Unsubscribe: <${url}>`,
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    joinAt(template.text, url),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    joinAt(template.html, escapeHtml(url)),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'));
}

/**
 * The same for every attempt at one reader's copy of one issue, so whoever reads the mail
 * server's log (or a mailbox that drops repeated Message-IDs) can tell copies of it apart.
 */
export function newsletterMessageId(issueId: number, customerId: number, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'newsletter.invalid';
  return `<newsletter.${issueId}.${customerId}@${domain}>`;
}
