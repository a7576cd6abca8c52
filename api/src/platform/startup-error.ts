/** A start that cannot go on, with one line saying what failed and what to do: printed as it is. */
export class StartupError extends Error {}

/**
 * The one line a failed start prints: a StartupError or configuration problem as it is, anything
 * else with the cause Node gave (port in use, database unreachable, ...), never a stack trace.
 */
export function startupFailureLine(error: unknown, config?: { port: number }): string {
  if (error instanceof StartupError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE' && config)
    return `The shop cannot listen on port ${config.port}: it is in use. Stop what uses it, or set PORT to another port.`;
  if (code === 'EACCES' && config && (error as NodeJS.ErrnoException).syscall === 'listen') {
    return `The shop may not listen on port ${config.port}: choose a port above 1023 with PORT, or start it with the right to use low ports.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `The shop could not start: ${message.split('\n')[0] || 'no reason given'}`;
}
