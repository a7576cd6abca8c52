// Placeholder until its screen lands (issue 5).
export function OrderDetailPage() {
  return <h1>OrderDetailPage</h1>;
}
