import type { TVideo, TVideoExport } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { videoProjects } from '../../db/schema';
import { attachment, type TCsvColumn, toCsv } from './csv';
import { presentVideo } from './present-video';
import { assertSelectionCount, selectionWhere } from './selection';

const COLUMNS: TCsvColumn<TVideo>[] = [
  { header: 'ID', value: (video) => video.id },
  { header: 'External name', value: (video) => video.external_name },
  { header: 'Locale', value: (video) => video.locale },
  { header: 'Title', value: (video) => video.title },
  { header: 'Description', value: (video) => video.description },
  { header: 'Status', value: (video) => video.status },
  { header: 'Published at (UTC)', value: (video) => video.published_at },
  { header: 'Duration (s)', value: (video) => video.duration_seconds },
  { header: 'Price', value: (video) => video.price.toFixed(2) },
  { header: 'Currency', value: (video) => video.currency },
  { header: 'Views', value: (video) => video.views },
  { header: 'Downloads', value: (video) => video.downloads },
];

const stamp = (now: Date) => now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/** The selected videos as CSV, by id; 409 count_mismatch like the bulk actions. */
export async function exportVideos(db: TDbOrTx, input: TVideoExport, now: Date) {
  const rows = await db
    .select()
    .from(videoProjects)
    .where(await selectionWhere(db, input))
    .orderBy(videoProjects.id);
  assertSelectionCount(rows.length, input);
  return {
    csv: toCsv(COLUMNS, rows.map(presentVideo)),
    disposition: attachment(`videos-${stamp(now)}.csv`),
  };
}
