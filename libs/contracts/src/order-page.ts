/** The web path of an order's page, whose only key is the order's process number. */
export function orderPagePath(processNumber: string): string {
  return `/order-confirmation/${encodeURIComponent(processNumber)}`;
}

/** The shape of a process number (192 random bits, base64url): anything else is no order. */
export const PROCESS_NUMBER = /^[\w-]{20,64}$/;
