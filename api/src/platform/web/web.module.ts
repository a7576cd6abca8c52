import { Global, Module } from '@nestjs/common';
import { StorefrontPageCache } from './storefront-page-cache.js';
import { StorefrontPages } from './storefront-pages.js';

/** The web app served by the API: its server-rendered storefront pages and their cache. */
@Global()
@Module({ providers: [StorefrontPageCache, StorefrontPages], exports: [StorefrontPageCache, StorefrontPages] })
export class WebModule {}
