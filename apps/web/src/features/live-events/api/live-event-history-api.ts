import { liveEventEndpoints } from '@newsroom/contract';
import { useHistory } from '../../../lib/history/history-api';

/** A live event's changes, through the history every area shares. */
export const useLiveEventHistory = (slug: string) =>
  useHistory(liveEventEndpoints.history, { slug }, ['live-events']);
