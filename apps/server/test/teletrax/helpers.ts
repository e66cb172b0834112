import type { TTeletraxImport } from '@newsroom/contract';
import { companies, plans, purchases, videoProjects } from '../../src/db/schema';
import type { TTestApp } from '../support';

export const TELETRAX = '/api/admin/teletrax';
export const HEADER = 'channel,country,aired_at,duration,video,customer';

/** A multipart body carrying `content` as the report file. */
export function reportForm(content: string | Buffer, filename = 'report.csv', field = 'report') {
  const boundary = `----teletrax${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(t: TTestApp, cookie: string, content: string | Buffer, filename?: string) {
  const form = reportForm(content, filename);
  return t.app.inject({
    method: 'POST',
    url: `${TELETRAX}/imports`,
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

export async function uploadOk(t: TTestApp, cookie: string, content: string, filename?: string) {
  const response = await upload(t, cookie, content, filename);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as TTeletraxImport;
}

export async function createVideo(t: TTestApp, externalName: string) {
  const [row] = await t.db
    .insert(videoProjects)
    .values({ externalName, locale: 'en', title: `Title of ${externalName}` })
    .returning({ id: videoProjects.id });
  return row?.id as number;
}

export async function createCompany(t: TTestApp, name: string) {
  const [row] = await t.db.insert(companies).values({ name }).returning({ id: companies.id });
  return row?.id as number;
}

export async function addPlan(
  t: TTestApp,
  companyId: number,
  planType: string,
  startsOn: string,
  endsOn: string,
  status: 'active' | 'cancelled' = 'active',
) {
  await t.db.insert(plans).values({ companyId, planType, startsOn, endsOn, status });
}

export async function addPurchase(
  t: TTestApp,
  companyId: number,
  videoId: number,
  invoice: string,
) {
  await t.db.insert(purchases).values({
    companyId,
    itemType: 'video',
    itemId: videoId,
    itemTitle: 'clip',
    price: 40,
    currency: 'EUR',
    invoiceNumber: invoice,
  });
}
