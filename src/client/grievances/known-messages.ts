import { GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from '../../shared/grievances.ts';
import { formatCount } from '../i18n/format.ts';
import { translateKnownMessages } from '../i18n/known-messages.ts';
import { translateReasons } from '../i18n/reasons.ts';
import { m } from '../../paraglide/messages.js';

// The grievance form's schema messages (shared/grievances.ts) and the refusals of
// server/grievances/service.ts, in the page's language.
translateKnownMessages({
  [GRIEVANCE_MESSAGES.category]: m.grievance_error_category,
  [GRIEVANCE_MESSAGES.subjectShort]: () =>
    m.grievance_error_subject_short({ count: formatCount(GRIEVANCE_LIMITS.subjectMin) }),
  [GRIEVANCE_MESSAGES.subjectLong]: () =>
    m.grievance_error_subject_long({ count: formatCount(GRIEVANCE_LIMITS.subjectMax) }),
  [GRIEVANCE_MESSAGES.messageShort]: () =>
    m.grievance_error_message_short({ count: formatCount(GRIEVANCE_LIMITS.messageMin) }),
  [GRIEVANCE_MESSAGES.messageLong]: () =>
    m.grievance_error_message_long({ count: formatCount(GRIEVANCE_LIMITS.messageMax) }),
  [GRIEVANCE_MESSAGES.replyEmpty]: m.grievance_error_reply_empty,
});

translateReasons({
  'grievance.not_found': m.grievance_error_not_found,
  'grievance.closed': m.grievance_error_closed,
});
