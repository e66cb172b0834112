import type { TVideoDownload } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoDownloads } from '../../db/schema';
import { attachment, type TCsvColumn, toCsv } from './csv';
import { NEWEST_DOWNLOAD_FIRST, presentDownload, videoExternalName } from './list-downloads';

const COLUMNS: TCsvColumn<TVideoDownload>[] = [
  { header: 'Downloaded at (UTC)', value: (row) => row.downloaded_at },
  { header: 'Customer', value: (row) => row.customer_name },
  { header: 'E-mail', value: (row) => row.customer_email },
  { header: 'Company', value: (row) => row.company },
  { header: 'File', value: (row) => row.file_name },
  { header: 'Quality', value: (row) => row.quality },
  { header: 'Format', value: (row) => row.format },
  { header: 'Price', value: (row) => row.price.toFixed(2) },
  { header: 'Currency', value: (row) => row.currency },
];

/** Every download of a video as a CSV attachment, newest first. */
export async function exportDownloads(db: TDbOrTx, videoId: number) {
  const externalName = await videoExternalName(db, videoId);
  const rows = await db
    .select()
    .from(videoDownloads)
    .where(eq(videoDownloads.videoId, videoId))
    .orderBy(...NEWEST_DOWNLOAD_FIRST);
  return {
    csv: toCsv(COLUMNS, rows.map(presentDownload)),
    disposition: attachment(`${externalName}-downloads.csv`),
  };
}
