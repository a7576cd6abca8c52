// Placeholder until its screen lands (issue 5).
export function MailboxPage() {
  return <h1>MailboxPage</h1>;
}
