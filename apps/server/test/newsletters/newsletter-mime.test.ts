import { describe, expect, it } from 'vitest';
import {
  mimeMessageOf,
  mimeTemplateOf,
  newsletterMessageId,
} from '../../src/services/newsletters/newsletter-mime';
import { personalise, renderNewsletter } from '../../src/services/newsletters/render-issue';
import { CONTENT, ITEM } from './helpers';

/** Quoted-printable back to text: soft line breaks out, `=XX` back to bytes. */
const decodeQp = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

describe('newsletter MIME, encoded once per issue', () => {
  it('gives each reader the same parts as rendering their copy, with their own link', async () => {
    const rendered = await renderNewsletter('daily', {
      ...CONTENT,
      subject: 'Überschwemmungen im Tal — today',
      items: [{ ...ITEM, title: `Floods ${'a long title '.repeat(12)}` }, ITEM],
    });
    const template = mimeTemplateOf(rendered);
    const url = 'https://news.test/api/public/newsletters/unsubscribe?token=12.daily.en.99.a_b-c';
    const from = 'Agency <news@agency.test>';
    const message = mimeMessageOf(template, {
      from,
      to: 'reader@example.test',
      messageId: newsletterMessageId(7, 12, from),
      unsubscribeUrl: url,
      date: new Date('2031-03-03T09:00:00Z'),
    }).toString('utf8');

    const [head = '', ...rest] = message.split('\r\n\r\n');
    expect(head).toContain('To: reader@example.test');
    expect(head).toContain('Message-ID: <newsletter.7.12@agency.test>');
    expect(head).toContain(`List-Unsubscribe: <${url}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(head).toMatch(/^Subject: =\?UTF-8\?Q\?/m);
    expect(head).not.toContain('Über');
    for (const line of message.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);

    const parts = rest.join('\r\n\r\n').split(`--${template.boundary}`);
    const bodyOf = (type: string) => {
      const part = parts.find((p) => p.includes(`Content-Type: ${type}`)) ?? '';
      return decodeQp(part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, ''));
    };
    const expected = personalise(rendered, url);
    expect(bodyOf('text/plain')).toBe(expected.text);
    expect(bodyOf('text/html')).toBe(expected.html);
    for (const line of rest.join('\n').split(/\r?\n/)) expect(line.length).toBeLessThanOrEqual(76);
  });
});
