import { z } from 'zod';
import { matchTimeSchema, scheduleMatchesSchema } from '../../../../shared/matches.ts';
import { CHECK_IN_WINDOW_MESSAGES } from '../../../../shared/check-in.ts';
import { fromIstInput } from './matches-params.ts';

// The matches section's forms hold what their inputs hold (text; times as datetime-local values in
// Indian time) and are checked by the shared schemas the server applies, so both say the same.

/** A datetime-local value as the moment it means in India; what is not one is left for the schema. */
const istMoment = (value: string) => fromIstInput(value) ?? value;

export const scheduleFormSchema = z
  .object({ participantId: z.string(), groupId: z.string(), startAt: z.string() })
  .transform((values): z.input<typeof scheduleMatchesSchema> => {
    const [participantId, groupId] = [values.participantId.trim(), values.groupId.trim()];
    return {
      ...(participantId ? { participantId } : {}),
      ...(groupId ? { groupId } : {}),
      ...(values.startAt ? { startAt: istMoment(values.startAt) } : {}),
    };
  })
  .pipe(scheduleMatchesSchema);
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;
export const SCHEDULE_FIELDS = ['participantId', 'groupId', 'startAt'] as const;
export const EMPTY_SCHEDULE: ScheduleFormValues = { participantId: '', groupId: '', startAt: '' };

/** The reschedule form of a match now at `current`: a new time, not the one it has. */
export const rescheduleFormSchema = (current: Date) =>
  z
    .object({ scheduledAt: z.string() })
    .transform((values): { scheduledAt: unknown } => ({ scheduledAt: istMoment(values.scheduledAt) }))
    .pipe(
      z.object({
        scheduledAt: matchTimeSchema.refine(
          (moment) => moment.getTime() !== current.getTime(),
          'That is the time it has.',
        ),
      }),
    );
export type RescheduleFormValues = z.input<ReturnType<typeof rescheduleFormSchema>>;

/** Extend check-in of a match starting at `start`: a new close time, at the latest the start. */
export const extendCheckInFormSchema = (start: Date) =>
  z
    .object({ closesAt: z.string() })
    .transform((values): { closesAt: unknown } => ({ closesAt: istMoment(values.closesAt) }))
    .pipe(
      z.object({
        closesAt: matchTimeSchema.refine(
          (moment) => moment.getTime() <= start.getTime(),
          CHECK_IN_WINDOW_MESSAGES.afterStart,
        ),
      }),
    );
export type ExtendCheckInFormValues = z.input<ReturnType<typeof extendCheckInFormSchema>>;
