import 'reflect-metadata';
import 'dotenv/config';
import { HttpException, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { AdminsService } from './modules/identity/admins.service.js';
import { CreateAdminDto } from './modules/identity/dto/create-admin.dto.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { loadConfig, type AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { reachEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { HttpPlatformModule } from './platform/http/rate-limit.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { startupFailureLine } from './platform/startup-error.js';

const USAGE = `usage: npm run admin -- create <username> <email>   (password from ADMIN_PASSWORD, standard input, or generated)
       npm run admin -- reset-password <username>
       npm run admin -- list`;

/** A problem the operator can fix: printed as one line, exit code 1. */
class CommandError extends Error {}

/**
 * `npm run admin`: create an admin, reset a locked-out admin's password (ending their sessions), or
 * list the admins, against DATABASE_URL or the embedded database of DATA_DIR (the running shop's,
 * when it runs). The rules are the back office's: the same DTO checks and password hashing.
 */
async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const expected = { create: 2, 'reset-password': 1, list: 0 }[command ?? ''];
  if (expected === undefined || rest.length !== expected) throw new CommandError(USAGE);

  const config = loadConfig();
  const embedded = config.databaseUrl ? undefined : await reachEmbeddedPostgres(config.dataDir, () => {});
  try {
    const app = await NestFactory.createApplicationContext(AdminCliModule.forRoot(config, config.databaseUrl ?? embedded!.url), {
      logger: false,
      abortOnError: false,
    });
    try {
      await run(app.get(AdminsService), command!, rest);
    } finally {
      await app.close();
    }
  } finally {
    await embedded?.stop();
  }
}

async function run(admins: AdminsService, command: string, args: string[]): Promise<void> {
  if (command === 'list') {
    for (const admin of await admins.list()) console.log(`${admin.username}\t${admin.email}\t${admin.created_at.toISOString()}`);
    return;
  }
  if (command === 'create') {
    const given = process.env.ADMIN_PASSWORD || (await passwordFromStdin());
    const input = await checked({ username: args[0], email: args[1], password: given ?? generatedPassword() });
    const created = await admins.create(input).catch(asCommandError);
    console.log(given ? `Admin ${created.username} created.` : `Admin ${created.username} created. Password: ${input.password}`);
    return;
  }
  const password = generatedPassword();
  await admins.resetPassword(args[0]!, password).catch(asCommandError);
  console.log(`Password of ${args[0]} reset; their sessions have ended. New password: ${password}`);
}

/** The back office's own checks (CreateAdminDto); the first failing rule of each field, said in words. */
async function checked(fields: { username: string | undefined; email: string | undefined; password: string }): Promise<CreateAdminDto> {
  const dto = plainToInstance(CreateAdminDto, fields);
  const errors = await validate(dto);
  if (errors.length === 0) return dto;
  const rules = getMetadataStorage().getTargetValidationMetadatas(CreateAdminDto, '', true, false);
  const reasons = errors.map((error) => {
    const failed = Object.keys(error.constraints ?? {})[0];
    const rule = rules.find((candidate) => candidate.propertyName === error.property && candidate.name === failed);
    return `${error.property}: ${describeRule(failed, rule?.constraints)}`;
  });
  throw new CommandError(`Invalid ${reasons.join('; ')}`);
}

function describeRule(name: string | undefined, constraints: unknown[] | undefined): string {
  switch (name) {
    case 'minLength':
      return `must be at least ${constraints?.[0]} characters long`;
    case 'maxLength':
      return `must be at most ${constraints?.[0]} characters long`;
    case 'matches':
      return `must match ${constraints?.[0]}`;
    case 'isEmailAddress':
      return 'must be an email address';
    default:
      return 'is required';
  }
}

/** The first line of standard input when something is piped in; none on a terminal or an empty input. */
async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > 1_000) break;
  }
  return text.split(/\r?\n/)[0] || undefined;
}

function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The service's refusals (unknown admin, name taken) are the operator's problem to fix, not a crash. */
function asCommandError(error: unknown): never {
  if (error instanceof HttpException) {
    const body = error.getResponse();
    throw new CommandError(typeof body === 'object' && body && 'message' in body ? String(body.message) : error.message);
  }
  throw error;
}

/** Only what the commands need: configuration, the database (migrated, as at start), Redis for session ends, the sign-in limits identity's routes name, and identity. */
@Module({})
class AdminCliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), RedisModule, HttpPlatformModule, IdentityModule],
    };
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : startupFailureLine(error));
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack);
    process.exit(1);
  },
);
