// Placeholder until its screen lands (issue 5).
export function AdminsPage() {
  return <h1>AdminsPage</h1>;
}
