// Placeholder until its screen lands (issue 5).
export function BooksPage() {
  return <h1>BooksPage</h1>;
}
