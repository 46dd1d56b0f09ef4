import { useCallback, useRef, useState } from 'react';

/**
 * The `value` / `defaultValue` / `onValueChange` trio (Radix convention): controlled when `value`
 * is given, otherwise the component keeps its own state starting at `defaultValue`. Either way
 * `onValueChange` hears every change.
 *
 * @example
 * const [open, setOpen] = useControllableState({ value: props.open, defaultValue: props.defaultOpen ?? false, onValueChange: props.onOpenChange });
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onValueChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onValueChange?: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const onChange = useRef(onValueChange);
  onChange.current = onValueChange;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
