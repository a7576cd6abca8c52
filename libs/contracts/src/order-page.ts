/** The web path of an order's page, whose only key is the order's process number. */
export function orderPagePath(processNumber: string): string {
  return `/order-confirmation/${encodeURIComponent(processNumber)}`;
}
