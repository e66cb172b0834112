export {
  listHistory,
  recordHistory,
  type THistoryRecord,
  type THistorySubject,
} from './record-history';
