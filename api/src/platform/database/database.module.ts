import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../../migrations/index.js';
import { StartupError } from '../startup-error.js';
import { AfterCommitSubscriber } from './after-commit.js';

/** Any fixed number shared by every process of the shop: only one of them migrates at a time. */
const MIGRATION_LOCK = 72_410_001;

/**
 * TypeORM on PostgreSQL. The schema changes only through the migrations in /migrations, applied at
 * start under an advisory lock so that several API and worker processes can boot together.
 */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            type: 'postgres',
            url: databaseUrl,
            autoLoadEntities: true,
            synchronize: false,
            migrations: MIGRATIONS,
            subscribers: [AfterCommitSubscriber],
            extra: { max: 10 },
            // A database still starting beside the shop gets a few seconds; a wrong address fails soon.
            retryAttempts: 4,
            retryDelay: 2_000,
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize().catch((error: Error) => {
              throw new StartupError(
                `Cannot connect to the database at ${describe(databaseUrl)} (${error.message.split('\n')[0]}): check DATABASE_URL and that PostgreSQL is running.`,
              );
            });
            await runMigrationsLocked(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}

/** Where DATABASE_URL points, without its password. */
function describe(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function runMigrationsLocked(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await runner.release();
  }
}
