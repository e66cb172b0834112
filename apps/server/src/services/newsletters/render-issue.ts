import {
  NEWSLETTER_KIND_LABELS,
  type TNewsletterContent,
  type TNewsletterItem,
  type TNewsletterKind,
  type TNewsletterRendered,
} from '@newsroom/contract';
import mjml2html from 'mjml';

/** Where each reader's own unsubscribe address goes; replaced per recipient. */
export const UNSUBSCRIBE_MARK = 'https://unsubscribe.invalid/__newsletter_unsubscribe__';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function whenOf(at: string | null, locale: string): string {
  if (!at) return '';
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  };
  try {
    return `${new Intl.DateTimeFormat(locale, options).format(new Date(at))} UTC`;
  } catch {
    return `${new Intl.DateTimeFormat('en', options).format(new Date(at))} UTC`;
  }
}

function itemMjml(item: TNewsletterItem, locale: string): string {
  const title = escapeHtml(item.title);
  const heading = item.url
    ? `<a href="${escapeHtml(item.url)}" style="color:#1c3d7a;text-decoration:none">${title}</a>`
    : title;
  const when = whenOf(item.at, locale);
  return `
    <mj-section padding="8px 0">
      ${item.image_url ? `<mj-column width="35%"><mj-image src="${escapeHtml(item.image_url)}" alt="" padding="4px 8px" /></mj-column>` : ''}
      <mj-column${item.image_url ? ' width="65%"' : ''}>
        <mj-text font-size="17px" font-weight="bold" padding="4px 16px">${heading}</mj-text>
        ${when ? `<mj-text font-size="13px" color="#666666" padding="0 16px">${escapeHtml(when)}</mj-text>` : ''}
        ${item.summary ? `<mj-text font-size="14px" padding="4px 16px">${escapeHtml(item.summary)}</mj-text>` : ''}
      </mj-column>
    </mj-section>`;
}

function paragraphs(text: string) {
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => escapeHtml(part).replaceAll('\n', '<br />'));
}

function documentOf(kind: TNewsletterKind, content: TNewsletterContent): string {
  const label = `${NEWSLETTER_KIND_LABELS[kind]} newsletter`;
  const intro = paragraphs(content.intro)
    .map(
      (part) => `<mj-text font-size="15px" line-height="22px" padding="4px 16px">${part}</mj-text>`,
    )
    .join('');
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.intro.slice(0, 140))}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="640px">
    <mj-section background-color="#1c3d7a" padding="16px 0">
      <mj-column><mj-text color="#ffffff" font-size="13px" padding="0 16px">${escapeHtml(label)}</mj-text>
      <mj-text color="#ffffff" font-size="22px" font-weight="bold" padding="4px 16px">${escapeHtml(content.subject)}</mj-text></mj-column>
    </mj-section>
    <mj-wrapper background-color="#ffffff" padding="12px 0">
      ${intro ? `<mj-section padding="0"><mj-column>${intro}</mj-column></mj-section>` : ''}
      ${content.items.map((item) => itemMjml(item, content.locale)).join('')}
    </mj-wrapper>
    <mj-section padding="12px 0">
      <mj-column><mj-text font-size="12px" color="#666666" align="center">
        You get this e-mail because you subscribed to the ${escapeHtml(label.toLowerCase())}.
        <a href="${UNSUBSCRIBE_MARK}" style="color:#666666">Unsubscribe</a>
      </mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(kind: TNewsletterKind, content: TNewsletterContent): string {
  const lines = [`${NEWSLETTER_KIND_LABELS[kind]} newsletter`, content.subject, ''];
  if (content.intro.trim()) lines.push(content.intro.trim(), '');
  for (const item of content.items) {
    lines.push(`* ${item.title}`);
    const when = whenOf(item.at, content.locale);
    if (when) lines.push(`  ${when}`);
    if (item.summary) lines.push(`  ${item.summary}`);
    if (item.url) lines.push(`  ${item.url}`);
    lines.push('');
  }
  lines.push(`Unsubscribe: ${UNSUBSCRIBE_MARK}`);
  return lines.join('\n');
}

/**
 * The e-mail of an issue, rendered with MJML: the HTML and the plain-text part, each holding
 * UNSUBSCRIBE_MARK where a reader's own link goes (personalise). Preview, test and delivery
 * use this one function, so the preview is what is sent.
 */
export async function renderNewsletter(
  kind: TNewsletterKind,
  content: TNewsletterContent,
): Promise<TNewsletterRendered> {
  const result = await mjml2html(documentOf(kind, content), { validationLevel: 'soft' });
  return { subject: content.subject, html: result.html, text: textOf(kind, content) };
}

/** One reader's copy: the unsubscribe mark replaced by their link. */
export function personalise(rendered: TNewsletterRendered, unsubscribeUrl: string) {
  return {
    html: rendered.html.replaceAll(UNSUBSCRIBE_MARK, escapeHtml(unsubscribeUrl)),
    text: rendered.text.replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl),
  };
}

const cache = new Map<string, Promise<TNewsletterRendered>>();

/** An issue being delivered is rendered once per process and version, not once per reader. */
export function renderIssueCached(issue: {
  id: number;
  version: number;
  kind: TNewsletterKind;
  locale: string;
  subject: string;
  intro: string;
  items: TNewsletterItem[];
}): Promise<TNewsletterRendered> {
  const key = `${issue.id}:${issue.version}`;
  let rendered = cache.get(key);
  if (!rendered) {
    if (cache.size >= 20) cache.delete(cache.keys().next().value as string);
    rendered = renderNewsletter(issue.kind, issue);
    rendered.catch(() => cache.delete(key));
    cache.set(key, rendered);
  }
  return rendered;
}
