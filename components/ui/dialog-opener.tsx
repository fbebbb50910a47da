import type { ComponentProps } from 'react';

/**
 * A plain button that opens a dialog: it tells assistive tech a dialog follows (aria-haspopup), and the caller keeps
 * its `ref` to hand focus back here when the dialog closes.
 */
export function DialogOpener({
  onOpen,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & { onOpen: () => void }) {
  return <button type="button" aria-haspopup="dialog" onClick={onOpen} {...props} />;
}
