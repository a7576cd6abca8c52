/**
 * Leaves the shop for the payment provider's page (its payment_url). A module of its own so that
 * tests can stand in for the browser's navigation, which jsdom does not do.
 */
export function goToPaymentPage(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
