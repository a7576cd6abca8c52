import type { Server } from 'node:http';
import type { ProcessState } from '../health/process-state.js';

/**
 * Once the process is stopping, every answer says `Connection: close`: a client or proxy that kept a
 * connection open opens its next one elsewhere, rather than sending a request on a connection this
 * process is about to close. Installed in front of every other request listener (the early answers too).
 */
export function closeConnectionsWhileStopping(server: Server, state: ProcessState): void {
  server.prependListener('request', (_request, response) => {
    if (state.stopping) response.setHeader('Connection', 'close');
  });
}

/**
 * Stops taking requests without dropping any: readiness answers 503 and answers close their
 * connections for `drainMs` (balancers that check readiness stop sending requests here meanwhile),
 * then the port is closed (a proxy that cannot connect tries another replica) and this resolves once
 * the requests in flight are answered.
 */
export async function stopServing(server: Server, state: ProcessState, drainMs: number): Promise<void> {
  state.stop();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Connections that carry no request now would wait for their keep-alive timeout.
    server.closeIdleConnections();
  });
}
