import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Name, size in KiB and age in hours: a morning's worth of agency uploads, and one stray non-video. */
const SAMPLES: [string, number, number][] = [
  ['Flood waters rise in Cairo.mp4', 412, 1],
  ['Election_rally_Madrid_2024-05-12.mov', 1_350, 3],
  ['Harvest festival, Nairobi (raw).mp4', 96, 7],
  ['storm-damage-istanbul-cam2.mxf', 2_048, 26],
  ['rundown notes.txt', 2, 2],
];

/**
 * Stand-ins for uploads: an MP4 `ftyp` header padded with zeros, enough for
 * the listing, sizes and import to behave as with real footage.
 */
function fakeVideo(kib: number): Buffer {
  const header = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([header, Buffer.alloc(kib * 1024 - header.length)]);
}

/** Drops the sample files into the FTP ingest folder, leaving any file already there alone. */
export async function seedFtpVideos(ftpDir: string, now = new Date()) {
  await mkdir(ftpDir, { recursive: true });
  for (const [name, kib, hoursAgo] of SAMPLES) {
    const path = join(ftpDir, name);
    try {
      await writeFile(path, fakeVideo(kib), { flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST') continue;
      throw error;
    }
    const at = new Date(now.getTime() - hoursAgo * 3_600_000);
    await utimes(path, at, at);
  }
}
