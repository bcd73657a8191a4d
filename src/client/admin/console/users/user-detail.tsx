import type { ReactNode } from 'react';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import { toast } from 'sonner';
import { formatRupees } from '../../../../shared/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatDateTime } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { changeText } from '../audit/changes.ts';
import { consoleTable } from '../console-table.ts';
import { DataTable, type TableLayout } from '../data-table.tsx';
import { ConfirmButton } from '../confirm-dialog.tsx';
import { DetailCard } from '../detail-card.tsx';
import { DetailField } from '../detail-field.tsx';
import { DetailFrame, DetailSkeleton } from '../detail-frame.tsx';
import { RoleBadge } from './users-list.tsx';

type Detail = RouterOutputs['adminUsers']['detail'];
type Profile = Detail['profile'];

/** Words for the server's codes: "pending_payment" and "mock-pending" read "pending payment", "mock pending". */
const words = (code: string) => code.replace(/[_-]+/g, ' ');
/** "basic" reads "Basic". */
const title = (code: string) => words(code).replace(/^./, (first) => first.toUpperCase());

/** One account: its profile, registrations, payments, live sessions and audit trail, and its role. */
export function UserDetail({ id }: { id: string }) {
  const detail = trpc.adminUsers.detail.useQuery({ id }, { retry: false });
  return (
    <DetailFrame
      record="user"
      list="users"
      query={detail}
      skeleton={
        <DetailSkeleton label="Loading the user">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </DetailSkeleton>
      }
    >
      {(data) => (
        <>
          <ProfileCard profile={data.profile} />
          <Registrations list={data.registrations} />
          <Payments list={data.payments} />
          <Sessions sessions={data.sessions} />
          <AuditTrail list={data.audit} />
        </>
      )}
    </DetailFrame>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  const preferences = Object.entries(profile.emailPreferences)
    .filter(([, on]) => on)
    .map(([key]) => PREFERENCE_LABELS[key as keyof Profile['emailPreferences']]);
  return (
    <DetailCard
      title={<span className="break-words">{profile.name}</span>}
      badge={<RoleBadge role={profile.role} />}
      subtitle={<span className="break-all">{profile.email ?? 'No e-mail'}</span>}
      action={<RoleButton profile={profile} />}
      columns="grid-cols-2 lg:grid-cols-3"
    >
      <DetailField label="Phone">{profile.phone}</DetailField>
      <DetailField label="E-mail verified">{profile.emailVerified ? 'Yes' : 'No'}</DetailField>
      <DetailField label="Signs in with">
        {profile.provider ? PROVIDER_LABELS[profile.provider] : 'No sign-in account'}
      </DetailField>
      <DetailField label="Gender">{profile.gender && title(profile.gender)}</DetailField>
      <DetailField label="Date of birth">{profile.dateOfBirth}</DetailField>
      <DetailField label="Location">{place}</DetailField>
      <DetailField label="E-mails">{preferences.length ? preferences.join(', ') : 'None'}</DetailField>
      <DetailField label="Joined">{formatDateTime(profile.createdAt)}</DetailField>
      <DetailField label="Updated">{formatDateTime(profile.updatedAt)}</DetailField>
      <DetailField label="User id" wide>
        <span className="font-mono text-xs break-all">{profile.id}</span>
      </DetailField>
    </DetailCard>
  );
}

const PREFERENCE_LABELS: Record<keyof Profile['emailPreferences'], string> = {
  matchReminders: 'match reminders',
  results: 'results',
  news: 'news',
};

const PROVIDER_LABELS: Record<NonNullable<Profile['provider']>, string> = {
  local: 'E-mail (this site)',
  clerk: 'Clerk',
};

/**
 * "Make admin" or "Remove admin", confirmed first; the server's refusal is shown as it words it.
 * Not on the admin's own account: the server refuses that (an admin cannot lock themselves out).
 */
function RoleButton({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  // The signed-in account, as the identity provider already holds it.
  const session = trpc.auth.session.useQuery(undefined, { staleTime: 60_000 });
  const grant = profile.role !== 'admin';
  const setRole = trpc.adminUsers.setRole.useMutation({
    onSuccess: ({ user, changed }) => {
      const verb = user.role === 'admin' ? 'is now an admin' : 'is no longer an admin';
      toast.success(changed ? `${user.name} ${verb}.` : `${user.name} already had that role.`);
    },
    onSettled: () => utils.adminUsers.invalidate(),
  });
  if (session.data?.user?.id === profile.id)
    return (
      <p className="max-w-64 text-sm text-muted-foreground sm:text-right">
        This is your account: another admin can change its role, you cannot.
      </p>
    );
  return (
    <ConfirmButton
      trigger={
        <Button type="button" variant={grant ? 'default' : 'outline'} disabled={setRole.isPending}>
          {grant ? 'Make admin' : 'Remove admin'}
        </Button>
      }
      title={grant ? `Make ${profile.name} an admin?` : `Remove ${profile.name}'s admin role?`}
      action={grant ? 'Make admin' : 'Remove admin'}
      onConfirm={() => setRole.mutate({ id: profile.id, role: grant ? 'admin' : 'user' })}
      error={
        setRole.isError ? errorText(setRole.error, 'Could not change the role. Please try again.') : undefined
      }
    >
      {grant
        ? 'They will be able to open this console, see every account and change roles, from their next request.'
        : 'They will lose access to this console from their next request.'}
    </ConfirmButton>
  );
}

function Block({ title, count, children }: { title: string; count?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold">
        {title}
        {count !== undefined && (
          <span className="ml-2 text-sm font-normal text-muted-foreground">{count}</span>
        )}
      </h2>
      {children}
    </section>
  );
}

/** "3" or "100 newest of 240". */
const countText = (shown: number, total: number) =>
  shown < total ? `${shown} newest of ${total}` : String(total);

const LAYOUT: TableLayout = {
  table: 'w-full text-left text-sm',
  header: () => 'whitespace-nowrap',
  cell: () => 'px-3 py-2 whitespace-nowrap',
};

/** One of the account's lists, in the console's table. */
function Table<Row>({
  data,
  columns,
  empty,
}: {
  data: Row[];
  columns: TableOptions<Row>['columns'];
  empty: string;
}) {
  return (
    <DataTable
      table={consoleTable({ data, columns })}
      layout={LAYOUT}
      busy={false}
      loading={false}
      empty={empty}
    />
  );
}

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;
const orDash = <T,>(value: T | null, show: (value: T) => ReactNode) =>
  value === null ? muted('—') : show(value);

type RegistrationRow = Detail['registrations']['items'][number];
const registration = createColumnHelper<RegistrationRow>();
const REGISTRATION_COLUMNS = [
  registration.accessor('game', { header: 'Game' }),
  registration.display({
    header: 'Format',
    cell: ({ row: { original: r } }) => `${title(r.playFormat)}${r.teammates ? ` (+${r.teammates})` : ''}`,
  }),
  registration.display({
    header: 'Pass',
    cell: ({ row: { original: r } }) =>
      `${r.pass ? title(r.pass) : 'Semi-Finals'} · ${formatRupees(r.passPrice)}`,
  }),
  registration.accessor('playerName', { header: 'Player' }),
  registration.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge variant={info.getValue() === 'paid' ? 'default' : 'outline'}>{words(info.getValue())}</Badge>
    ),
  }),
  registration.accessor('createdAt', { header: 'Created', cell: (info) => formatDate(info.getValue()) }),
  registration.accessor('paidAt', { header: 'Paid', cell: (info) => orDash(info.getValue(), formatDate) }),
];

function Registrations({ list }: { list: Detail['registrations'] }) {
  return (
    <Block title="Registrations" count={countText(list.items.length, list.total)}>
      <Table data={list.items} columns={REGISTRATION_COLUMNS} empty="No registrations." />
    </Block>
  );
}

type PaymentRow = Detail['payments']['items'][number];
const payment = createColumnHelper<PaymentRow>();
const PAYMENT_COLUMNS = [
  payment.accessor('amount', {
    header: 'Amount',
    cell: ({ row: { original: p } }) => <span className="tabular-nums">{money(p.amount, p.currency)}</span>,
  }),
  payment.accessor('refunded', {
    header: 'Refunded',
    cell: ({ row: { original: p } }) => (p.refunded ? money(p.refunded, p.currency) : muted('—')),
  }),
  payment.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge variant={info.getValue() === 'success' ? 'default' : 'outline'}>{words(info.getValue())}</Badge>
    ),
  }),
  payment.accessor('gateway', { header: 'Gateway' }),
  payment.accessor('couponCode', { header: 'Coupon', cell: (info) => orDash(info.getValue(), String) }),
  payment.accessor('createdAt', { header: 'Created', cell: (info) => formatDateTime(info.getValue()) }),
  payment.accessor('paidAt', { header: 'Paid', cell: (info) => orDash(info.getValue(), formatDateTime) }),
];

function Payments({ list }: { list: Detail['payments'] }) {
  return (
    <Block title="Payments" count={countText(list.items.length, list.total)}>
      <Table data={list.items} columns={PAYMENT_COLUMNS} empty="No payments." />
    </Block>
  );
}

/** Rupees the Indian way; another currency (none is taken today) with its code. */
const money = (amount: number, currency: string) =>
  currency === 'INR'
    ? formatRupees(amount)
    : new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);

function Sessions({ sessions }: { sessions: Detail['sessions'] }) {
  return (
    <Block title="Sessions" count={`${sessions.active} active`}>
      {sessions.lastSeenAt && (
        <p className="text-sm text-muted-foreground">Last seen {formatDateTime(sessions.lastSeenAt)}</p>
      )}
      <Table data={sessions.items} columns={SESSION_COLUMNS} empty="No active sessions." />
    </Block>
  );
}

type SessionRow = Detail['sessions']['items'][number];
const session = createColumnHelper<SessionRow>();
const SESSION_COLUMNS = [
  session.accessor('kind', {
    header: 'Kind',
    cell: (info) => (info.getValue() === 'account' ? 'Account' : 'Game credentials'),
  }),
  session.accessor('createdAt', { header: 'Started', cell: (info) => formatDateTime(info.getValue()) }),
  session.accessor('lastSeenAt', {
    header: 'Last seen',
    cell: (info) => orDash(info.getValue(), formatDateTime),
  }),
  session.accessor('expiresAt', { header: 'Expires', cell: (info) => formatDateTime(info.getValue()) }),
  session.accessor('ipAddress', { header: 'IP address', cell: (info) => orDash(info.getValue(), String) }),
  session.accessor('userAgent', {
    header: 'Device',
    cell: (info) =>
      orDash(info.getValue(), (agent) => (
        <span className="block max-w-64 truncate" title={agent}>
          {agent}
        </span>
      )),
  }),
  session.accessor('gameUsername', {
    header: 'Game username',
    cell: (info) => orDash(info.getValue(), String),
  }),
];

type AuditRow = Detail['audit']['items'][number];
const audit = createColumnHelper<AuditRow>();
const AUDIT_COLUMNS = [
  audit.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  audit.accessor('action', {
    header: 'Action',
    cell: (info) => <code className="text-xs">{info.getValue()}</code>,
  }),
  audit.accessor('actorEmail', {
    header: 'By',
    cell: ({ row: { original: a } }) =>
      a.actorEmail ?? <span className="font-mono text-xs">{a.actorId}</span>,
  }),
  audit.display({ header: 'Change', cell: ({ row: { original: a } }) => changeText(a.before, a.after) }),
];

function AuditTrail({ list }: { list: Detail['audit'] }) {
  return (
    <Block title="Audit trail" count={countText(list.items.length, list.total)}>
      <Table data={list.items} columns={AUDIT_COLUMNS} empty="No admin changes to this account." />
    </Block>
  );
}
