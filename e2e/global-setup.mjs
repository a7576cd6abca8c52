import { randomBytes } from 'node:crypto';

/** Names this run's shop template (shop-server.mjs), which the first test file to need it makes. */
export default function globalSetup() {
  process.env.E2E_SHOP_TEMPLATE = `bookshop_e2e_template_${randomBytes(5).toString('hex')}`;
}
