import type { ReactNode } from 'react';

/** A field of a hook's answer: its name, its type and what it means (`code` in backticks). */
export type FieldRow = readonly [name: string, type: string, meaning: string];

/** Text with `code` in backticks as code elements, as Markdown would show it. */
function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

/**
 * The fields a hook returns, one row each, for the hooks' docs pages (MDX without GitHub tables):
 * `<Fields rows={[['cart', 'Cart | undefined', 'The cart as shown.']]} />`; `head` names the
 * columns of another list of three.
 */
export function Fields({ rows, head = ['Field', 'Type', 'Meaning'] }: { rows: readonly FieldRow[]; head?: readonly [string, string, string] }) {
  return (
    <table className="my-4 w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {head[0]}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {head[1]}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {head[2]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, type, meaning]) => (
          <tr key={name} className="border-b border-border align-top">
            <td className="py-2 pr-4">
              <code>{name}</code>
            </td>
            <td className="py-2 pr-4">
              <code className="wrap-anywhere">{type}</code>
            </td>
            <td className="py-2">{withCode(meaning)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
