// The page's only script at first (index.html). A page the server rendered for a signed-out
// visitor (#root[data-boot="intent"]) is already complete HTML: the app loads when the visitor
// reaches for it (a pointer, a touch, a key, focus), or once the page has been open as long as
// the footer's refresh interval, and then takes over the same HTML (main.tsx). Meanwhile links
// work as plain links; a press on a button or a form sent is held and repeated once the app runs,
// and what was typed or chosen in a field is handed to it. Any other page loads the app at once
// (a server-rendered one still holds presses until the app has taken it over).
import './styles.css';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** What does nothing without the app; everything else (links, text fields) works as plain HTML. */
const NEEDS_APP = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';
/** The footer refreshes this often (FOOTER_LINKS_REFRESH_MS): an open page keeps up from then on. */
const LOAD_ANYWAY_MS = 10_000;
/** How long a held press waits for its part of the page to be taken over. */
const HYDRATION_WAIT_MS = 5_000;

let started: Promise<void> | null = null;
const held: HTMLElement[] = [];
let heldForm: HTMLFormElement | null = null;

function start(): Promise<void> {
  started ??= import('./main.tsx')
    .catch((error: unknown) => {
      // Not loaded (offline, on a page kept by the service worker): the next reach tries again.
      started = null;
      throw error;
    })
    .then(({ startApp }) => startApp())
    .then(async () => {
      for (const event of INTENT_EVENTS) removeEventListener(event, onIntent, true);
      // Presses are still held while the fields are handed over: a press comes after what was
      // typed before it.
      const changed = changedFields();
      for (const event of FIELD_EVENTS) removeEventListener(event, recordField, true);
      await handOver(changed);
      removeEventListener('click', holdPress, true);
      removeEventListener('submit', holdSubmit, true);
      for (const element of held.splice(0)) {
        // A part of the page whose code is still loading is taken over a little later.
        if (element.isConnected && (await hydrated(element))) press(element);
      }
      if (heldForm?.isConnected) heldForm.requestSubmit();
      document.documentElement.dataset.app = 'ready';
    });
  return started;
}

function onIntent() {
  void start();
}

function holdPress(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(target)) held.push(target);
  void start();
}

function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  heldForm = event.target;
  void start();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELD_EVENTS = ['input', 'change'] as const;
/** Every field changed in the page until the app takes it over, with its latest value. */
const recorded = new Map<Field, string>();

function recordField(event: Event) {
  const field = event.target;
  if (
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    recorded.set(field, field.value);
}

/**
 * What the visitor typed or chose in the page before the app took it over: as recorded when it
 * happened (once the app runs, drawing may set a field back to the app's value before it has been
 * handed over), and any other field whose value is not the page's (a browser restoring a form).
 */
function changedFields(): { field: Field; value: string }[] {
  const root = document.getElementById('root');
  if (!root) return [];
  return [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => {
    const value = recorded.get(field);
    if (value !== undefined) return [{ field, value }];
    const changed =
      field instanceof HTMLSelectElement
        ? field.selectedOptions[0]?.defaultSelected === false
        : field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue;
    return changed ? [{ field, value: field.value }] : [];
  });
}

/**
 * Gives the app what was typed or chosen (changedFields), one field at a time as if typed now,
 * the app drawing in between: a handler may build on the one before it, and drawing may set the
 * fields not handed over yet back to the app's values. React notices an input's change only
 * against the value it last knew, which setting `value` on the element records: so the default
 * is set that way, the typed value underneath it, and an input event sent.
 */
async function handOver(changed: { field: Field; value: string }[]) {
  for (const { field, value } of changed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/**
 * A press made again, as a pointer makes it: some controls act on pointerdown or mousedown
 * (Radix menus and tabs), most on click. Synthetic events have no default action, so the
 * focus a press gives is given here.
 */
function press(element: HTMLElement) {
  const down = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, isPrimary: true };
  const up = { ...down, buttons: 0 };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...down, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mousedown', down));
  element.focus({ preventScroll: true });
  element.dispatchEvent(new PointerEvent('pointerup', { ...up, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseup', up));
  element.click();
}

/** Whether React has taken over this element (it marks the nodes it owns), waiting a little. */
async function hydrated(element: Element): Promise<boolean> {
  const owned = () => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  for (const until = Date.now() + HYDRATION_WAIT_MS; Date.now() < until;) {
    if (owned()) return true;
    if (!element.isConnected) return false;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return owned();
}

// Installable (docs/decisions/0018-installable.md): the service worker, once the page has loaded so
// that it never competes with the page for the network. Vite's dev server has none to register.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));

const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  // Server-rendered: a press or a form sent before the app has taken the page over waits for it,
  // and what is typed or chosen is recorded for it.
  addEventListener('click', holdPress, true);
  addEventListener('submit', holdSubmit, true);
  for (const event of FIELD_EVENTS) addEventListener(event, recordField, true);
}
if (root?.dataset.boot === 'intent') {
  for (const event of INTENT_EVENTS) addEventListener(event, onIntent, { capture: true, passive: true });
  setTimeout(onIntent, LOAD_ANYWAY_MS);
} else {
  void start();
}
