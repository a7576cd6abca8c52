/**
 * Polls `check` until it answers something other than `false` or `undefined`, and answers that.
 * Fails after `timeoutMs`: by default 60 s, a limit for a hang rather than for a slow machine
 * (`npm test` runs the suites side by side, and a busy CI machine has run five times slower than a
 * quiet one).
 */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 60_000, everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<Exclude<T, false | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false && value !== undefined) return value as Exclude<T, false | undefined>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
