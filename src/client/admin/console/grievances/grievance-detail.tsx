import { useState } from 'react';
import { toast } from 'sonner';
import { GRIEVANCE_LIMITS, type AdminGrievance } from '../../../../shared/grievances.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../load-error.tsx';
import { CATEGORY_TEXT, STATUS_TEXT } from './grievance-labels.ts';

const LANGUAGE_TEXT = { en: 'English', hi: 'Hindi' } as const;

/** One grievance: who raised it, its deadline, the thread, a reply and the close. */
export function GrievanceDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = trpc.adminGrievances.detail.useQuery({ id });
  if (detail.isPending)
    return <Skeleton className="h-48" aria-busy="true" aria-label="Loading the grievance" />;
  if (detail.isError)
    return <LoadError query={detail} fallback="Could not load the grievance. Please try again." />;
  return <GrievanceView key={detail.data.id} grievance={detail.data} onClose={onClose} />;
}

function GrievanceView({ grievance, onClose }: { grievance: AdminGrievance; onClose: () => void }) {
  const utils = trpc.useUtils();
  const reply = trpc.adminGrievances.reply.useMutation();
  const close = trpc.adminGrievances.close.useMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const closed = grievance.status === 'closed';

  const refresh = () =>
    Promise.all([
      utils.adminGrievances.list.invalidate(),
      utils.adminGrievances.detail.invalidate({ id: grievance.id }),
    ]);

  const send = async () => {
    setError(null);
    try {
      await reply.mutateAsync({ id: grievance.id, message: text });
      setText('');
      toast.success(`Reply sent to ${grievance.player.name}; they are told in the app and by e-mail.`);
      await refresh();
    } catch (caught) {
      setError(errorText(caught, 'The reply could not be sent. Please try again.'));
    }
  };

  const closeIt = async () => {
    setError(null);
    try {
      await close.mutateAsync({ id: grievance.id });
      toast.success(`${grievance.reference} closed; the player is told.`);
      await refresh();
    } catch (caught) {
      setError(errorText(caught, 'The grievance could not be closed. Please try again.'));
    }
  };

  return (
    <article
      aria-label={`Grievance ${grievance.reference}`}
      className="flex flex-col gap-4 rounded-lg border p-4"
      data-testid="grievance-detail"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {grievance.reference}: <bdi>{grievance.subject}</bdi>
          </h3>
          <p className="text-sm text-muted-foreground">
            {CATEGORY_TEXT[grievance.category]} · {grievance.player.name}
            {grievance.player.email && ` (${grievance.player.email})`} · written in{' '}
            {LANGUAGE_TEXT[grievance.language]}
          </p>
          <p className="text-sm text-muted-foreground">
            Raised {formatDateTime(grievance.createdAt)} · due {formatDate(grievance.dueAt)}
            {grievance.closedAt && ` · closed ${formatDateTime(grievance.closedAt)}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {grievance.overdue && <Badge variant="destructive">Overdue</Badge>}
          <Badge variant="secondary">{STATUS_TEXT[grievance.status]}</Badge>
          <Button type="button" variant="ghost" size="sm" onClick={onClose}>
            Close view
          </Button>
        </div>
      </header>
      <ol aria-label="Thread" className="flex flex-col gap-2">
        {grievance.messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-md p-3 text-sm ${message.author === 'organiser' ? 'bg-muted' : 'border'}`}
          >
            <p className="mb-1 text-xs text-muted-foreground">
              {message.author === 'organiser' ? 'Organiser' : 'Player'} · {formatDateTime(message.createdAt)}
            </p>
            <p className="whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>
      {!closed && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Label htmlFor="grievance-reply">Reply to the player</Label>
          <Textarea
            id="grievance-reply"
            rows={4}
            maxLength={GRIEVANCE_LIMITS.messageMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={reply.isPending || text.trim() === ''}>
              Send reply
            </Button>
            <Button type="button" variant="outline" disabled={close.isPending} onClick={() => void closeIt()}>
              Close grievance
            </Button>
          </div>
        </form>
      )}
      {closed && <FormError message={error} />}
    </article>
  );
}
