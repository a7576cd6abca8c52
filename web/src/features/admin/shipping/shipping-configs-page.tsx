// Placeholder until its screen lands (issue 5).
export function ShippingConfigsPage() {
  return <h1>ShippingConfigsPage</h1>;
}
