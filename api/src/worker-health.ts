import { isAlive } from './platform/worker-heartbeat.js';

/** The worker container's health check: exit 0 when the worker beat recently (see worker.ts), 1 otherwise. */
process.exit(isAlive() ? 0 : 1);
