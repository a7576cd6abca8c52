// Placeholder until its screen lands (issue 5).
export function BookFormPage() {
  return <h1>BookFormPage</h1>;
}
