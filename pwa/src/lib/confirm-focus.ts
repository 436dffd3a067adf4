import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focus for an inline confirmation: into it when it opens (its first input, else the box
 * itself), back to the button that opened it when it closes.
 */
export function useConfirmFocus(
  open: boolean,
  box: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) (box.current?.querySelector<HTMLElement>('input') ?? box.current)?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open, box, opener]);
}
