/** Euros with two decimals and the euro sign (spec 000 §9): 12.5 → "€12.50". */
export function formatEuros(amount: number): string {
  return `€${amount.toFixed(2)}`;
}

export function Price({ amount, className }: { amount: number; className?: string }) {
  // dir="ltr" isolates the amount, so "€12.50" is not reordered inside right-to-left text.
  return (
    <span className={className} dir="ltr">
      {formatEuros(amount)}
    </span>
  );
}
