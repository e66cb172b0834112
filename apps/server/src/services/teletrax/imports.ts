import type { TTeletraxImport, TTeletraxImportList } from '@newsroom/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { teletraxImports, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { personName } from '../../lib/person-name';

const i = teletraxImports;

const selectImports = (db: TDbOrTx) =>
  db
    .select({ row: i, firstName: users.firstName, lastName: users.lastName })
    .from(i)
    .leftJoin(users, eq(users.id, i.importedBy));

type TRow = Awaited<ReturnType<ReturnType<typeof selectImports>['execute']>>[number];

const present = ({ row, firstName, lastName }: TRow): TTeletraxImport => ({
  id: row.id,
  file_name: row.fileName,
  source: row.source,
  state: row.state,
  imported: row.imported,
  duplicates: row.duplicates,
  rejected: row.rejected,
  rejections: row.rejections,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  imported_by: personName(firstName, lastName) || null,
});

export async function readImport(db: TDbOrTx, id: number): Promise<TTeletraxImport> {
  const [row] = await selectImports(db).where(eq(i.id, id));
  if (!row) throw notFound();
  return present(row);
}

export async function listImports(
  db: TDbOrTx,
  query: { page: number; per_page: number },
): Promise<TTeletraxImportList> {
  const [rows, [total]] = await Promise.all([
    selectImports(db)
      .orderBy(desc(i.createdAt), desc(i.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(i),
  ]);
  return {
    imports: rows.map((row) => {
      const { rejections: _rejections, ...summary } = present(row);
      return summary;
    }),
    count: total?.n ?? 0,
  };
}

/** The last import of a file name (a refused report's record). */
export async function latestImportOf(db: TDbOrTx, fileName: string): Promise<TTeletraxImport> {
  const [row] = await selectImports(db)
    .where(eq(i.fileName, fileName))
    .orderBy(desc(i.id))
    .limit(1);
  if (!row) throw notFound();
  return present(row);
}
