import type { AdminMatch } from '../../../../shared/matches.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const LABELS: Record<AdminMatch['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A match's status as a badge: scheduled plain, completed filled, cancelled red. */
export function MatchStatusBadge({ status }: { status: AdminMatch['status'] }) {
  const variant = status === 'completed' ? 'default' : status === 'cancelled' ? 'destructive' : 'outline';
  return <Badge variant={variant}>{LABELS[status]}</Badge>;
}

/** "Solo" or "Squad". */
export const formatLabel = (format: AdminMatch['playFormat']) => (format === 'solo' ? 'Solo' : 'Squad');
