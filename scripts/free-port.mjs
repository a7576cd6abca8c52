import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Ports the tests' servers have taken, across every process of every suite: a file per port. */
const CLAIMED_PORTS = path.join(os.tmpdir(), 'bookshop-test-ports');
/** Below Linux's ephemeral range (32768 up), where the system picks the ports of outgoing connections and of `listen(0)`. */
const PORTS = { from: 20_000, to: 32_000 };
/** A claim older than this is a past run's. */
const CLAIM_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A port for a test's own server (a shop, a redis-server, an embedded PostgreSQL) that no other
 * test process takes. Asking the system for a free port (`listen(0)`) and closing it raced: the
 * suites run side by side, the system handed the same port to two of them, and one server's
 * health check was answered by the other's. So each port is claimed by creating a file of its
 * name, which only one process can do, and must also be free to listen on.
 */
export async function freePort() {
  fs.mkdirSync(CLAIMED_PORTS, { recursive: true });
  for (;;) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    const claim = path.join(CLAIMED_PORTS, String(port));
    try {
      fs.writeFileSync(claim, String(process.pid), { flag: 'wx' });
    } catch {
      const stale = Date.now() - (fs.statSync(claim, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > CLAIM_LIFETIME_MS;
      if (stale) fs.rmSync(claim, { force: true });
      continue;
    }
    if (await canListen(port)) return port;
  }
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
