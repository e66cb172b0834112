import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';
import { recordHistory } from '../history';
import { alertSnapshot, presentAlert } from './present-alert';
import { lockAlert } from './update-alert';

export async function deleteAlert(db: TDbOrTx, actorId: number | null, id: number, now: Date) {
  const row = await lockAlert(db, id);
  await db.delete(alerts).where(eq(alerts.id, id));
  await recordHistory(db, {
    subjectType: 'alert',
    subjectId: id,
    action: 'delete',
    actorId,
    before: alertSnapshot(presentAlert(row, now)),
    after: null,
  });
}
