import { useParams } from 'react-router-dom';
import { LegalTextPage, LegalTextVersionPage } from './legal-text';
import { ShippingCostsTable } from './shipping-costs-table';

// The words of these pages are legal texts staff publish in the back office (the API's legal
// module); the shop's defaults follow the consumer law (docs/consumer-law.md).

export function PrivacyPolicyPage() {
  return <LegalTextPage kind="privacy" />;
}

/** The withdrawal and returns policy, with the model withdrawal form. */
export function ReturnPolicyPage() {
  return <LegalTextPage kind="withdrawal" />;
}

export function TermsPage() {
  return <LegalTextPage kind="terms" />;
}

export function ShippingDetailsPage() {
  return (
    <LegalTextPage kind="shipping">
      <ShippingCostsTable />
    </LegalTextPage>
  );
}

/** /legal-text/{id}: the version of a text an order was placed under, or any other. */
export function LegalTextVersion() {
  const { id = '' } = useParams();
  return <LegalTextVersionPage key={id} id={id} />;
}
