import { useId, useState } from 'react';
import { GRIEVANCE_LIMITS, type Grievance, type GrievanceStatus } from '../../shared/grievances.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormError } from '../components/ui/field.tsx';
import { Label } from '../components/ui/label.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { errorText } from '../lib/errors.ts';
import { formatDate, formatDateTime } from '../lib/indian-time.ts';
import { trpc } from '../lib/trpc.ts';
import { CATEGORY_LABELS } from './grievance-form.tsx';
import { m } from '../../paraglide/messages.js';

export const STATUS_LABELS: Record<GrievanceStatus, () => string> = {
  open: m.grievance_status_open,
  answered: m.grievance_status_answered,
  closed: m.grievance_status_closed,
};

/** The player's grievances, newest first, each with its status, due date and thread. */
export function GrievanceList() {
  const grievances = trpc.grievances.list.useQuery();
  return (
    <section aria-labelledby="grievance-list-heading" className="flex flex-col gap-3">
      <h3 id="grievance-list-heading" className="text-lg font-semibold">
        {m.grievance_list_heading()}
      </h3>
      {grievances.isPending ? (
        <p role="status" className="text-muted-foreground">
          {m.grievance_list_loading()}
        </p>
      ) : grievances.isError ? (
        <FormError message={errorText(grievances.error, m.grievance_list_failed())} />
      ) : grievances.data.length === 0 ? (
        <p className="text-muted-foreground">{m.grievance_list_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-4" data-testid="grievance-list">
          {grievances.data.map((grievance) => (
            <li key={grievance.id}>
              <GrievanceCard grievance={grievance} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GrievanceCard({ grievance }: { grievance: Grievance }) {
  return (
    <article
      aria-label={m.grievance_reference({ reference: grievance.reference })}
      className="flex flex-col gap-3 rounded-xl border p-4"
      data-testid="grievance"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            <bdi>{grievance.subject}</bdi>
          </p>
          <p className="text-sm text-muted-foreground">
            {m.grievance_reference({ reference: grievance.reference })} ·{' '}
            {CATEGORY_LABELS[grievance.category]()}
          </p>
          <p className="text-sm text-muted-foreground">
            {m.grievance_raised_on({ date: formatDate(grievance.createdAt) })} ·{' '}
            {m.grievance_due_by({ date: formatDate(grievance.dueAt) })}
          </p>
        </div>
        <Badge variant={grievance.status === 'answered' ? 'default' : 'secondary'}>
          {STATUS_LABELS[grievance.status]()}
        </Badge>
      </header>
      <ol
        aria-label={m.grievance_thread_label({ reference: grievance.reference })}
        className="flex flex-col gap-2"
      >
        {grievance.messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-md p-3 text-sm ${message.author === 'organiser' ? 'bg-muted' : 'border'}`}
            data-testid={`grievance-message-${message.author}`}
          >
            <p className="mb-1 text-xs text-muted-foreground">
              {message.author === 'organiser' ? m.grievance_author_organiser() : m.grievance_author_player()}{' '}
              · {formatDateTime(message.createdAt)}
            </p>
            <p className="whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>
      {grievance.status === 'closed' ? (
        <p className="text-sm text-muted-foreground">{m.grievance_closed_note()}</p>
      ) : (
        <ReplyForm id={grievance.id} />
      )}
    </article>
  );
}

function ReplyForm({ id }: { id: string }) {
  const fieldId = useId();
  const utils = trpc.useUtils();
  const reply = trpc.grievances.reply.useMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setFailure(null);
    try {
      await reply.mutateAsync({ id, message: text });
      setText('');
      await utils.grievances.list.invalidate();
    } catch (error) {
      setFailure(errorText(error, m.grievance_reply_failed()));
    }
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Label htmlFor={fieldId}>{m.grievance_reply_label()}</Label>
      <Textarea
        id={fieldId}
        rows={2}
        maxLength={GRIEVANCE_LIMITS.messageMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <FormError message={failure} />
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={reply.isPending || text.trim() === ''}>
          {m.grievance_reply_send()}
        </Button>
      </div>
    </form>
  );
}
