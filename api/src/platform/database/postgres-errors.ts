/** PostgreSQL's error for a row that breaks a unique index: the caller answers 409 with its own words. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
