// Placeholder until its screen lands (issue 5).
export function ReviewsPage() {
  return <h1>ReviewsPage</h1>;
}
