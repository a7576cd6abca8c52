import type { EntityManager } from 'typeorm';
import type { LegalTextKind } from '@bookshop/contracts/legal-texts';
import type { Language } from '@bookshop/contracts/languages';

/*
 * The SQL of the legal texts' versions, named for what each query answers. Each takes the
 * EntityManager to run on.
 */

/** The id of the newest version of each kind asked for (a kind never published is missing). */
export async function newestVersionIds(db: EntityManager, kinds: readonly LegalTextKind[]): Promise<Map<LegalTextKind, string>> {
  const rows: { kind: LegalTextKind; id: string }[] = await db.query(
    `SELECT DISTINCT ON (kind) kind, id FROM legal_text_versions WHERE kind = ANY($1) ORDER BY kind, version DESC`,
    [kinds],
  );
  return new Map(rows.map((row) => [row.kind, row.id]));
}

/**
 * Stores the next version of a text (the highest so far plus one) and answers its id. Two versions
 * stored at once get the same number, and the unique index refuses the second.
 */
export async function insertNextVersion(
  db: EntityManager,
  kind: LegalTextKind,
  body: Record<Language, string>,
  publishedBy: string | null,
): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO legal_text_versions (kind, version, body_ar, body_en, body_nl, published_by)
     SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3, $4, $5 FROM legal_text_versions WHERE kind = $1
     RETURNING id`,
    [kind, body.ar, body.en, body.nl, publishedBy],
  );
  return row.id;
}

/** Stores version 1 of a text unless the text has a version already. */
export async function insertFirstVersionIfNone(db: EntityManager, kind: LegalTextKind, body: Record<Language, string>): Promise<void> {
  await db.query(
    `INSERT INTO legal_text_versions (kind, version, body_ar, body_en, body_nl)
     SELECT $1, 1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM legal_text_versions WHERE kind = $1)
     ON CONFLICT (kind, version) DO NOTHING`,
    [kind, body.ar, body.en, body.nl],
  );
}
