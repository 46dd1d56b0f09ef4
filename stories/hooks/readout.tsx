import { Fragment } from 'react';

/** A value as code: a string quoted, `undefined` written out, anything else as JSON. */
const asCode = (value: unknown): string => (value === undefined ? 'undefined' : typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/**
 * What a hook answered, field by field: each value as code under the field's name, so the reader
 * sees the answer change as they use the example and a play function reads it with
 * {@link readField}. Field names are the hook's own, so the readout needs no translation.
 */
export function Readout({ values }: { values: Record<string, unknown> }) {
  return (
    <dl
      data-slot="hook-readout"
      className="grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-1 rounded-otthon border border-dashed border-border p-3 font-mono text-sm"
    >
      {Object.entries(values).map(([name, value]) => (
        <Fragment key={name}>
          <dt className="text-muted-foreground">{name}</dt>
          <dd data-field={name} className="wrap-anywhere">
            {asCode(value)}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The value a {@link Readout} shows for `name`, as written there (`'success'`, `2`, `undefined`). */
export function readField(root: HTMLElement, name: string): string | undefined {
  return root.querySelector(`[data-slot="hook-readout"] [data-field="${CSS.escape(name)}"]`)?.textContent ?? undefined;
}
