// Placeholder until its screen lands (issue 5).
export function EmailTemplatesPage() {
  return <h1>EmailTemplatesPage</h1>;
}
