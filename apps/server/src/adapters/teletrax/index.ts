import type { TConfig } from '../../config';
import { folderSource } from './folder-source';

export type { TTeletraxReport, TTeletraxSource } from './types';

/** The report source in use: today the watched folder (the vendor's API would plug in here). */
export const createTeletraxSource = (config: TConfig, now: () => Date) =>
  folderSource(config.teletraxDir, now);
