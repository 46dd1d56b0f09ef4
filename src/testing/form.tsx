import type { ReactNode } from 'react';

/**
 * A `<form>` that records what each submit would send (`name=value&…`, as a browser encodes it),
 * for tests of controls that must take part in plain form submission.
 *
 * @example
 * const form = recordingForm();
 * render(<form.Form><CheckboxField name="in_stock" … /><button>Apply</button></form.Form>);
 * expect(form.sent).toEqual(['in_stock=on']);
 */
export function recordingForm() {
  const sent: string[] = [];
  function Form({ children }: { children?: ReactNode }) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString());
        }}
      >
        {children}
      </form>
    );
  }
  return { sent, Form };
}
