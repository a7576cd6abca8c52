/** A port for a test's own server that no other test process takes (see free-port.mjs). */
export function freePort(): Promise<number>;
