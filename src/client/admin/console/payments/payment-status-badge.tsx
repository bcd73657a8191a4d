import type { PaymentStatus } from '../../../../shared/payment-statuses.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { statusLabel } from './payments-params.ts';

const VARIANTS: Record<PaymentStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  success: 'default',
  pending: 'outline',
  'mock-pending': 'outline',
  failed: 'destructive',
  cancelled: 'secondary',
  expired: 'secondary',
  refunded: 'secondary',
  'partially-refunded': 'secondary',
};

/** A payment's status as a badge: paid stands out, failed is red, the rest are quiet. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={VARIANTS[status]}>{statusLabel(status)}</Badge>;
}
