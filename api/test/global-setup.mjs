import { randomBytes } from 'node:crypto';

/** Names this run: every database the tests create starts with this prefix (see database.ts). */
export default function globalSetup() {
  process.env.TEST_DB_PREFIX = `bookshop_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}
