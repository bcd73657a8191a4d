import type { AdminGrievance, GrievanceStatus } from '../../../../shared/grievances.ts';

// The console's words for a grievance's status and category (English only, decision 17).

export const STATUS_TEXT: Record<GrievanceStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const CATEGORY_TEXT: Record<AdminGrievance['category'], string> = {
  data: 'Data and privacy',
  payment: 'Payment or refund',
  match: 'Match or result',
  other: 'Other',
};
