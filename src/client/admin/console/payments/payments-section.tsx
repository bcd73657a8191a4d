import { useSearchParams } from 'react-router-dom';
import { PaymentDetail } from './payment-detail.tsx';
import { PaymentsList } from './payments-list.tsx';
import { readPaymentsView } from './payments-params.ts';

/** The console's Payments section: the filtered list, or one payment when `payment` names one. */
export function PaymentsSection() {
  const [params] = useSearchParams();
  const { payment } = readPaymentsView(params);
  return payment ? <PaymentDetail id={payment} /> : <PaymentsList />;
}
