import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './app-config.js';
import { APP_CONFIG } from './config.tokens.js';
import { ShopClock } from './shop-clock.js';

export { APP_CONFIG };

/** Makes the validated configuration injectable everywhere as `@Inject(APP_CONFIG)`, with the shop's clock it sets. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }, ShopClock], exports: [APP_CONFIG, ShopClock] };
  }
}
