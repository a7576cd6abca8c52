import type { EntityManager } from 'typeorm';
import { Settings } from './settings.entity.js';

/* The SQL of the shop's one settings row; each query takes the EntityManager to run on. */

/** Stores the settings row unless it exists: a shop's settings, once there, are only changed by staff. */
export async function insertSettingsUnlessPresent(db: EntityManager, row: Partial<Settings>): Promise<void> {
  await db.getRepository(Settings).createQueryBuilder().insert().values(row).orIgnore().execute();
}
