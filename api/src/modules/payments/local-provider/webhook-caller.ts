/** Mollie waits about 15 seconds for a webhook before it counts the call as failed. */
const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * Calls a shop's webhook the way Mollie does: a form POST whose only field is the payment id, so
 * the shop must fetch the payment to learn anything. Throws when the shop does not answer 2xx.
 */
export async function callWebhook(webhookUrl: string, paymentId: string): Promise<void> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
}
