import { describe, expect, it } from '@jest/globals';
import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import {
  MaxLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  getMetadataStorage,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Type } from 'class-transformer';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createValidationPipe } from './validation.js';

let patternRuns = 0;

@ValidatorConstraint({ name: 'countedPattern' })
class CountedPattern implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    patternRuns += 1;
    return typeof value === 'string' && /^\d+$/.test(value);
  }
}

class Line {
  @Validate(CountedPattern, { message: 'line.code' })
  @MaxLength(8, { message: 'line.codeLength' })
  code: string;
}

class Form {
  @Validate(CountedPattern, { message: 'form.code' })
  @MaxLength(8, { message: 'form.codeLength' })
  code: string;

  @Type(() => Line)
  @ValidateNested({ each: true })
  lines: Line[];
}

async function errorOf(value: object): Promise<unknown> {
  const metadata: ArgumentMetadata = { type: 'body', metatype: Form };
  try {
    await createValidationPipe().transform(value, metadata);
  } catch (error) {
    return (error as BadRequestException).getResponse();
  }
  return undefined;
}

describe('the validation pipe', () => {
  it('refuses a value over its maximum length without running its other checks, nested ones too', async () => {
    patternRuns = 0;
    expect(await errorOf({ code: '1'.repeat(100_000), lines: [{ code: '1' }, { code: `${'1'.repeat(50)}x` }] })).toMatchObject({
      code: 'validation_failed',
      fields: { code: 'form.codeLength', 'lines.1.code': 'line.codeLength' },
    });
    expect(patternRuns).toBe(0);
  });

  it('runs every check on values within their bounds', async () => {
    patternRuns = 0;
    expect(await errorOf({ code: '12x', lines: [{ code: '1' }] })).toMatchObject({ fields: { code: 'form.code' } });
    expect(patternRuns).toBe(2);
  });
});

/** Checks that look at a string's characters: each needs a declared maximum length to run after. */
const STRING_CHECKS = new Set(['isString', 'isEmail', 'isEmailAddress', 'matches', 'isUuid', 'isNotEmpty']);

describe('every DTO the API accepts', () => {
  it('declares a maximum length for each text field', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = fs
      .readdirSync(path.join(root, 'modules'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .filter((file) => fs.readFileSync(path.join(root, 'modules', file), 'utf8').includes("from 'class-validator'"));
    const unbounded: string[] = [];
    let checked = 0;
    for (const file of files) {
      const exports = (await import(path.join(root, 'modules', file))) as Record<string, unknown>;
      for (const candidate of Object.values(exports)) {
        if (typeof candidate !== 'function') continue;
        const metadatas = getMetadataStorage().getTargetValidationMetadatas(candidate, '', true, false);
        const properties = new Set(metadatas.map((metadata) => metadata.propertyName));
        for (const property of properties) {
          const own = metadatas.filter((metadata) => metadata.propertyName === property);
          // Nested DTOs are checked field by field; objects of free form bound themselves (e.g. template variables).
          if (own.some((metadata) => metadata.type === 'nestedValidation' || metadata.name === 'isObject')) continue;
          const readsText = own.some(
            (metadata) => STRING_CHECKS.has(metadata.name ?? '') || (metadata.type === 'customValidation' && metadata.name === undefined),
          );
          checked += 1;
          if (readsText && !own.some((metadata) => metadata.name === 'maxLength')) unbounded.push(`${candidate.name}.${property}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});
