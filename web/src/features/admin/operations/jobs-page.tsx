// Placeholder until its screen lands (issue 5).
export function JobsPage() {
  return <h1>JobsPage</h1>;
}
