// Placeholder until its screen lands (issue 5).
export function ChangePasswordPage() {
  return <h1>ChangePasswordPage</h1>;
}
