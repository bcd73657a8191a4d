import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { personalDetailsSchema } from '../../shared/registration.ts';
import { trpc, type RouterOutputs } from '../lib/trpc.ts';
import type { PersonalDetails, RegistrationDraft } from './draft.ts';
import { PERSON_FIELDS, categoryComplete, initialDraft, withFormat } from './draft.ts';
import { newerDraft, readLocalDraft, removeLocalDraft, writeLocalDraft } from './draft-storage.ts';
import type { StoredDraft } from './draft-storage.ts';
import { resolveIntentGame } from './games.ts';
import type { GameSummary } from './games.ts';
import { NO_INTENT, readIntent, readStep, searchAtStep } from '../lib/register-intent.ts';
import type { RegisterIntent } from '../lib/register-intent.ts';
import type { RegisteredParticipant } from './use-payment.ts';
import { STEP_TITLES, nextStep, previousStep, stepsFor } from './wizard-steps.ts';
import type { StepId } from './wizard-steps.ts';

/** How long typing may go on before the server copy is updated. */
const SAVE_DELAY_MS = 1000;

interface WizardState extends StoredDraft {
  /** Bumped when the draft is replaced from outside (server copy, profile): forms take it again. */
  version: number;
}

/** History entries the wizard pushed, so its Back can be the browser's Back. */
interface WizardHistory {
  wizardDepth?: number;
}

/**
 * The wizard's state. The draft is kept on this device and on the server (it survives a reload,
 * closing the dialog, a sign-in detour and a change of device); the step lives in the URL, so the
 * browser's Back and Forward move between steps, and a reload stays where it was, never past the
 * first step whose input is incomplete.
 */
export function useRegistrationWizard({
  userId,
  intent,
  prefill,
  games,
}: {
  userId: string;
  intent: RegisterIntent;
  prefill: Partial<PersonalDetails>;
  games: GameSummary[] | undefined;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const saveRemote = trpc.registrationDraft.save.useMutation();
  const clearRemote = trpc.registrationDraft.clear.useMutation();
  const remote = trpc.registrationDraft.get.useQuery(undefined, {
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // The landing page's choices, as they were when the wizard opened (the URL drops them).
  const [openingIntent] = useState(intent);
  const [state, setState] = useState<WizardState>(() => {
    const local = readLocalDraft(userId);
    const draft = { ...initialDraft(NO_INTENT), ...local?.draft };
    return { draft: withIntentFormat(draft, openingIntent), updatedAt: local?.updatedAt ?? 0, version: 0 };
  });
  const [registered, setRegistered] = useState<RegisteredParticipant | null>(null);

  // The landing page's game, as soon as the game list is known (by slug or by name).
  const [intentGame, setIntentGame] = useState<string | null>(null);
  if (games && intentGame === null) {
    const slug = resolveIntentGame(games, openingIntent.game);
    setIntentGame(slug);
    if (slug && slug !== state.draft.selectedGame)
      setState((current) => ({
        ...current,
        draft: keepSquadRegistration(current.draft, { ...current.draft, selectedGame: slug }),
      }));
  }

  // The server's copy, once: it wins when it is newer than this device's.
  const [remoteApplied, setRemoteApplied] = useState(false);
  if (remote.isFetched && !remoteApplied) {
    setRemoteApplied(true);
    const newer = newerServerDraft(state, remote.data, openingIntent, intentGame);
    if (newer) setState((current) => ({ ...newer, version: current.version + 1 }));
  }

  // The profile fills what the draft leaves empty (never over what the player typed).
  const prefillKey = JSON.stringify(prefill);
  const [prefilled, setPrefilled] = useState('');
  if (remoteApplied && prefillKey !== '{}' && prefilled !== prefillKey) {
    setPrefilled(prefillKey);
    setState((current) => {
      const missing = PERSON_FIELDS.filter((field) => !current.draft[field] && prefill[field]);
      if (!missing.length) return current;
      const filled = Object.fromEntries(missing.map((field) => [field, prefill[field]]));
      return { ...current, draft: { ...current.draft, ...filled }, version: current.version + 1 };
    });
  }

  // Kept on this device at once, on the server a moment after the typing stops.
  const { draft, updatedAt } = state;
  const save = saveRemote.mutate;
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The save still waiting for the typing to stop: closing the wizard sends it at once.
  const pendingSave = useRef<(() => void) | null>(null);
  const dropPendingSave = () => {
    clearTimeout(saveTimer.current);
    pendingSave.current = null;
  };
  useEffect(() => {
    if (updatedAt === 0) return;
    writeLocalDraft(userId, { draft, updatedAt });
    const send = () => {
      pendingSave.current = null;
      save({ draft, updatedAt: new Date(updatedAt) });
    };
    pendingSave.current = send;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(send, SAVE_DELAY_MS);
    return () => clearTimeout(saveTimer.current);
  }, [draft, updatedAt, userId, save]);
  useEffect(() => () => pendingSave.current?.(), []);

  // Only a real change makes the draft newer (a form reporting what it already holds does not).
  const setDraft = (change: (current: RegistrationDraft) => RegistrationDraft) =>
    setState((current) => {
      const draft = keepSquadRegistration(current.draft, change(current.draft));
      return JSON.stringify(draft) === JSON.stringify(current.draft)
        ? current
        : { ...current, draft, updatedAt: Date.now() };
    });
  const update = (changes: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...changes }));

  // The step: the URL's, unless its input is not there yet.
  const reachable = furthestStep(draft);
  const step: StepId = registered ? 'complete' : allowedStep(readStep(location.search), reachable, draft);
  const urlStep = readStep(location.search);
  // While the wizard is open (a closing dialog has dropped ?register=1 already: leave it so).
  const open = readIntent(location.search) !== null;
  useEffect(() => {
    if (!open) return;
    if (urlStep !== step || searchAtStep(location.search, step) !== location.search)
      void navigate(
        { search: searchAtStep(location.search, step) },
        { replace: true, state: location.state as WizardHistory | null },
      );
  }, [open, urlStep, step, location.search, location.state, navigate]);

  const depth = (location.state as WizardHistory | null)?.wizardDepth ?? 0;
  const goTo = (target: StepId) =>
    navigate({ search: searchAtStep(location.search, target) }, { state: { wizardDepth: depth + 1 } });

  return {
    draft,
    step,
    registered,
    /** Bumps when the draft was replaced from outside: key forms on it. */
    version: state.version,
    update,
    setDraft,
    next: () => void goTo(nextStep(step, draft.playFormat)),
    // Back is the browser's Back when the previous step is the previous history entry.
    back: () =>
      void (depth > 0
        ? navigate(-1)
        : navigate(
            { search: searchAtStep(location.search, previousStep(step, draft.playFormat)) },
            { replace: true },
          )),
    complete: (participant: RegisteredParticipant) => {
      setRegistered(participant);
      // Paid: the draft has served its purpose (and a save still waiting must not bring it back).
      dropPendingSave();
      removeLocalDraft(userId);
      clearRemote.mutate();
      void goTo('complete');
    },
    /** Forgets the draft, here and on the server, and starts again at the first step. */
    startOver: () => {
      removeLocalDraft(userId);
      clearRemote.mutate();
      dropPendingSave();
      setState((current) => ({ draft: initialDraft(NO_INTENT), updatedAt: 0, version: current.version + 1 }));
      void navigate({ search: searchAtStep(location.search, 'personal') }, { replace: true });
    },
  };
}

/**
 * The server's copy, ready to replace this device's when it is newer (else null). The landing
 * page's game, if already applied, stays chosen: it is what the player clicked.
 */
function newerServerDraft(
  local: StoredDraft,
  remote: RouterOutputs['registrationDraft']['get'] | undefined,
  openingIntent: RegisterIntent,
  intentGame: string | null,
): StoredDraft | null {
  const server = remote ? { draft: remote.draft, updatedAt: remote.updatedAt.getTime() } : null;
  const newer = newerDraft(local, server);
  if (!newer || newer === local) return null;
  const draft = withIntentFormat({ ...initialDraft(NO_INTENT), ...newer.draft }, openingIntent);
  const game = intentGame || draft.selectedGame;
  return {
    draft: keepSquadRegistration(draft, { ...draft, selectedGame: game }),
    updatedAt: newer.updatedAt,
  };
}

function withIntentFormat(draft: RegistrationDraft, intent: RegisterIntent): RegistrationDraft {
  return intent.format ? keepSquadRegistration(draft, withFormat(draft, intent.format)) : draft;
}

/**
 * The first step whose input is incomplete, or payment when everything is there. A squad's
 * completeness is the squad step's to say (teammates may join through its link) and the server's
 * to enforce at payment.
 */
export function furthestStep(draft: RegistrationDraft): StepId {
  const person = Object.fromEntries(PERSON_FIELDS.map((field) => [field, draft[field]]));
  if (!personalDetailsSchema.safeParse(person).success) return 'personal';
  if (!draft.selectedGame) return 'game';
  if (!categoryComplete(draft)) return 'category';
  return 'payment';
}

function allowedStep(requested: string | null, reachable: StepId, draft: RegistrationDraft): StepId {
  const steps = stepsFor(draft.playFormat);
  const wanted = requested && requested in STEP_TITLES ? (requested as StepId) : 'personal';
  const index = steps.indexOf(wanted);
  // The complete step is only ever shown after a payment, never from a URL.
  if (index < 0 || wanted === 'complete') return 'personal';
  return index <= steps.indexOf(reachable) ? wanted : reachable;
}

/**
 * The squad registration of an invite link stays the draft's only while what it registered stays
 * (the coupon may change): paying for it then pays for what the player sees.
 */
function keepSquadRegistration(before: RegistrationDraft, after: RegistrationDraft): RegistrationDraft {
  if (!after.squadRegistrationId || after.squadRegistrationId !== before.squadRegistrationId) return after;
  const registered = (draft: RegistrationDraft) => {
    const { couponCode: _coupon, squadRegistrationId: _id, ...rest } = draft;
    return JSON.stringify(rest);
  };
  return registered(before) === registered(after) ? after : { ...after, squadRegistrationId: undefined };
}
