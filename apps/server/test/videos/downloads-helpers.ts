import { videoDownloads, videoProjects } from '../../src/db/schema';
import type { TTestApp } from '../support';

let sequence = 0;

/** A video of its own for one test. */
export async function createVideo(
  t: TTestApp,
  values: Partial<typeof videoProjects.$inferInsert> = {},
) {
  sequence += 1;
  const [video] = await t.db
    .insert(videoProjects)
    .values({
      externalName: `DL-${Date.now().toString(36)}-${sequence}`,
      locale: 'en',
      title: `Download test ${sequence}`,
      description: 'Original description',
      status: 'published',
      price: 1000,
      ...values,
    })
    .returning();
  if (!video) throw new Error('no video inserted');
  return video;
}

/** `count` downloads of a video, one minute apart, the last one newest. */
export async function addDownloads(
  t: TTestApp,
  videoId: number,
  count: number,
  values: Partial<typeof videoDownloads.$inferInsert> = {},
) {
  const start = Date.parse('2025-03-01T10:00:00Z');
  return t.db
    .insert(videoDownloads)
    .values(
      Array.from({ length: count }, (_, i) => ({
        videoId,
        customerName: `Buyer ${i + 1}`,
        customerEmail: `buyer${i + 1}@example.test`,
        downloadedAt: new Date(start + i * 60_000),
        fileName: `clip_${i + 1}.mp4`,
        quality: '1080p',
        format: 'mp4',
        price: 100 + i,
        currency: 'RUB',
        ...values,
      })),
    )
    .returning();
}

/** An RFC 4180 reader, for checking what a spreadsheet would see. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
