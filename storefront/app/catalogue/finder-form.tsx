import { Button, TextField } from 'otthon/components';
import { Form } from 'react-router';
import { useShopT } from '../lib/use-shop-t.js';

/** The longest text the product search takes (the contract's `q`). */
export const MAX_QUERY_LENGTH = 120;

/** A product search by name or item number that submits `?q=` to the current screen. */
export function FinderForm({ defaultValue = '', className }: { defaultValue?: string; className?: string }) {
  const t = useShopT();
  return (
    <Form method="get" role="search" className={className ?? 'flex max-w-2xl flex-wrap items-end gap-3'}>
      <TextField
        name="q"
        type="search"
        label={t('finder.label')}
        defaultValue={defaultValue}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        placeholder="OT-SOF-0001"
        fieldClassName="min-w-64 flex-1"
      />
      <Button type="submit">{t('finder.submit')}</Button>
    </Form>
  );
}
