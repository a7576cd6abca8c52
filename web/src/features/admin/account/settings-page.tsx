// Placeholder until its screen lands (issue 5).
export function SettingsPage() {
  return <h1>SettingsPage</h1>;
}
