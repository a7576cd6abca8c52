/** Age groups of the catalogue (labels: under 2, 2 to 5, 4 to 7, over 7). */
export const AGE_GROUPS = ['infants', 'toddlers', 'children', 'teenagers'] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number];

export function isAgeGroup(value: unknown): value is AgeGroup {
  return typeof value === 'string' && (AGE_GROUPS as readonly string[]).includes(value);
}
