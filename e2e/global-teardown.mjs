import { dropShopTemplate } from './shop-server.mjs';

export default async function globalTeardown() {
  await dropShopTemplate();
}
