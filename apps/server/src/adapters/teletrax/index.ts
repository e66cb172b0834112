import type { TConfig } from '../../config';
import { folderSource } from './folder-source';

export type { TTeletraxReport, TTeletraxSource } from './types';

/**
 * The report source in use: today the watched folder. The vendor's API would be another
 * `TTeletraxSource` chosen here by configuration (README.md beside this file).
 */
export const createTeletraxSource = (config: TConfig, now: () => Date) =>
  folderSource(config.teletraxDir, now);
