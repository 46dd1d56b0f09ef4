import { type AriaRole, type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';

/** What opens every part's gate at once: the shopper's first press or key anywhere on the page. */
const PAGE_EVENTS = ['pointerdown', 'keydown'] as const;
/** What opens one part's gate: the shopper reaching for it (a pointer over it, focus in it). */
const PART_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** At the latest this long after hydrating, the parts load even if the browser is never idle. */
const IDLE_TIMEOUT_MS = 2000;

export interface OnDemandOptions {
  /** Names the wrapper (`data-slot`), so tests and styles find it. */
  slot: string;
  /** The wrapper's role (the header's search box sits in a `search` landmark). */
  role?: AriaRole;
  className?: string;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

// The server's loads of every part made so far (the modules that make them run when the server starts).
const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once the server has the code of every on-demand part: `entry.server` waits for it before
 * rendering, so a part is always in the page's HTML in its place, never streamed after it.
 */
export function onDemandPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** A part made by {@link onDemand}: render it with `<OnDemand part={…} />`. */
export interface OnDemandPart extends OnDemandOptions {
  /** Lets the browser ask for the part's code (once; later calls do nothing). */
  open(): void;
  /** The part, once its code is here; until then `Lazy`, which waits for `open()`. */
  loaded: ComponentType | undefined;
  Lazy: ComponentType;
}

/**
 * A part of the shell whose code the browser loads after the page, not with it; made once per
 * module, rendered with {@link OnDemand}. The server renders the part in full (it loads the code
 * when this is first evaluated, see {@link onDemandPartsLoaded}), so it shows, reads and submits the same without scripts. In the
 * browser React leaves that HTML as it is (a Suspense boundary whose code has not arrived stays
 * dehydrated) until the code is there, then hydrates it in place. The code is asked for when the
 * shopper first reaches for the part (a pointer over it, focus in it), at the first press or key
 * anywhere on the page, or when the browser is idle, whichever comes first; rendered by the
 * browser (no server HTML to keep), at once.
 *
 * Nothing the shopper does meanwhile is lost: what is typed stays in the fields (the part adopts it
 * when it hydrates), a form sent before the part is live is held and sent again once it is, and a
 * button pressed meanwhile (or Enter in a field outside a form) is pressed again once it is.
 */
export function onDemand(load: () => Promise<ComponentType>, options: OnDemandOptions): OnDemandPart {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const fetchPart = () =>
    load().then((component) => {
      part.loaded = component;
      return { default: component };
    });
  const part: OnDemandPart = {
    ...options,
    open: () => open(),
    loaded: undefined,
    Lazy: lazy(() => (import.meta.env.SSR ? fetchPart() : gate.then(fetchPart))),
  };
  if (import.meta.env.SSR) serverLoads.push(fetchPart());
  return part;
}

function PartContent({ part }: { part: OnDemandPart }) {
  const Content = part.loaded ?? part.Lazy;
  return <Content />;
}

/**
 * Renders a part made by {@link onDemand} in a wrapper of its own. The part takes no props, and
 * this wrapper only the part, so a re-render of the shell never touches the boundary while it
 * waits (React would then drop the server's HTML and show nothing until the code came).
 */
export const OnDemand = memo(function OnDemand({ part }: { part: OnDemandPart }) {
  const region = useRef<HTMLDivElement>(null);
  // A form sent before the part was live, with the button that sent it.
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  // A press made before the part was live, to make again once it is: a button that sends no form,
  // or Enter in a field outside a form.
  const pressed = useRef<((element: HTMLElement) => void) | null>(null);
  // What the shopper typed before the part was live, by field name, and the field that had focus.
  const typed = useRef<Typed>({ values: new Map(), focused: null });
  const live = useRef(false);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    if (element.childElementCount === 0) {
      part.open();
      return;
    }
    // Reaching for the part asks for its code once; then the page stops listening for it.
    const stopReaching = () => {
      for (const name of PAGE_EVENTS) window.removeEventListener(name, reach, { capture: true });
      for (const name of PART_EVENTS) window.removeEventListener(name, reachHere, { capture: true });
      cancelIdle();
    };
    const reach = () => {
      part.open();
      stopReaching();
    };
    const reachHere = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) reach();
    };
    const note = (event: Event) => {
      const field = event.target;
      if (live.current || !isNamedField(field) || !element.contains(field)) return;
      const key = fieldKey(field);
      typed.current.values.set(key, { value: ticks(field) ? field.checked : field.value, field });
      if (event.type === 'focusin') typed.current.focused = key;
    };
    // React drops a press on a part it has not hydrated: the press waits for the part instead (a
    // button that sends a form is held by the form's submit below).
    const press = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (live.current || !button || !element.contains(button) || (button.type === 'submit' && button.form)) return;
      event.preventDefault();
      event.stopPropagation();
      const index = [...element.querySelectorAll('button')].indexOf(button);
      pressed.current = (within) => within.querySelectorAll('button')[index]?.click();
      reach();
    };
    const enter = (event: KeyboardEvent) => {
      const field = event.target;
      if (live.current || event.key !== 'Enter' || !isNamedField(field) || field.form || !element.contains(field)) return;
      const key = fieldKey(field);
      pressed.current = (within) =>
        fieldAt(within, key)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
    };
    const hold = (event: SubmitEvent) => {
      if (live.current || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held.current = { form: event.target, submitter: event.submitter };
      reach();
    };
    // The part's events are heard on the window, before the page's React root: React stops the
    // propagation of an event aimed into a part it has not hydrated yet, so the part's own
    // element would never hear the keys, focus or pointer that reach it in that time.
    for (const name of PAGE_EVENTS) window.addEventListener(name, reach, { capture: true, passive: true });
    for (const name of PART_EVENTS) window.addEventListener(name, reachHere, { capture: true, passive: true });
    element.addEventListener('submit', hold, true);
    window.addEventListener('click', press, true);
    window.addEventListener('keydown', enter, true);
    for (const name of FIELD_EVENTS) window.addEventListener(name, note, true);
    const cancelIdle = whenIdle(reach);
    return () => {
      for (const name of FIELD_EVENTS) window.removeEventListener(name, note, true);
      window.removeEventListener('click', press, true);
      window.removeEventListener('keydown', enter, true);
      element.removeEventListener('submit', hold, true);
      stopReaching();
    };
  }, [part]);

  return (
    <div ref={region} data-slot={part.slot} role={part.role} className={part.className}>
      <Suspense fallback={null}>
        <PartContent part={part} />
        <Live
          onLive={() => {
            live.current = true;
            const pending = held.current;
            held.current = null;
            const element = region.current;
            if (!element) return;
            // React may have replaced the server's HTML with its own (an update above the part
            // before its code came): the new fields get what was typed into the old ones.
            restoreTyped(element, typed.current);
            const press = pressed.current;
            pressed.current = null;
            press?.(element);
            if (!pending) return;
            const form = pending.form.isConnected ? pending.form : element.querySelector('form');
            form?.requestSubmit(sameSubmitter(form, pending.submitter));
          }}
        />
      </Suspense>
    </div>
  );
});

/** What a field the shopper fills in says about itself: its name and value, or whether it is ticked. */
const FIELD_EVENTS = ['input', 'change', 'focusin'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isNamedField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) &&
    target.name !== '' &&
    target.type !== 'hidden'
  );
}

const ticks = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field's place in its form: its name, and for a box to tick also its value. */
function fieldKey(field: Field): string {
  return ticks(field) ? `${field.name}\u0000${field.value}` : field.name;
}

function fieldAt(element: HTMLElement, key: string): Field | null {
  const [name = '', value] = key.split('\u0000');
  const selector = `[name="${CSS.escape(name)}"]${value === undefined ? '' : `[value="${CSS.escape(value)}"]`}`;
  const field = element.querySelector(selector);
  return isNamedField(field) ? field : null;
}

/** What was filled in before the part was live: each field's last value, and the field it was typed into. */
interface Typed {
  values: Map<string, { value: string | boolean; field: Field }>;
  focused: string | null;
}

/**
 * Gives the fields React rendered anew (an update above the part before its code came) what was
 * filled into the server's fields they replace: set as the browser would, so the part's own state
 * hears it. A field React kept from the server's HTML holds what the shopper typed already and is
 * left alone. The focus goes back to the field that had it if nothing else has it now.
 */
function restoreTyped(element: HTMLElement, typed: Typed) {
  for (const [key, { value, field: typedInto }] of typed.values) {
    const field = fieldAt(element, key);
    if (!field || field === typedInto) continue;
    if (typeof value === 'boolean') {
      if (ticks(field) && field.checked !== value) field.click();
      continue;
    }
    if (field.value === value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  const focused = typed.focused === null ? null : fieldAt(element, typed.focused);
  if (focused && (document.activeElement === null || document.activeElement === document.body)) focused.focus();
  typed.values.clear();
  typed.focused = null;
}

/** The button of `form` that stands for the one that sent the held form (the same one, or its namesake). */
function sameSubmitter(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  if (!submitter) return null;
  if (submitter.isConnected && form.contains(submitter)) return submitter;
  const name = submitter.getAttribute('name');
  const match = name ? form.querySelector(`[type="submit"][name="${CSS.escape(name)}"]`) : null;
  return match instanceof HTMLElement ? match : null;
}

/** Tells the wrapper its part is hydrated: effects inside a boundary run once the boundary is live. */
function Live({ onLive }: { onLive: () => void }) {
  const latest = useRef(onLive);
  latest.current = onLive;
  useEffect(() => latest.current(), []);
  return null;
}
