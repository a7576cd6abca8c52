// Placeholder until its screen lands (issue 5).
export function OrdersPage() {
  return <h1>OrdersPage</h1>;
}
