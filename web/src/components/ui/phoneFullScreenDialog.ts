import type { DialogContentProps, DialogRootProps } from '@chakra-ui/react';

type CardSize = 'sm' | 'md' | 'lg' | 'xl';

/**
 * A dialog that fills a phone's screen and is a card of `size` from the `from` breakpoint up:
 * spread `root` on Dialog.Root and `content` on Dialog.Content. Chakra's "full" size sets a
 * full-height minimum, no margin and square corners, and a responsive size only adds its own
 * styles at the breakpoint, so without `content` the card stays as tall as the screen.
 */
export function phoneFullScreenDialog(
  from: 'sm' | 'md',
  size: CardSize,
): { root: Pick<DialogRootProps, 'size'>; content: Pick<DialogContentProps, 'minH' | 'my' | 'borderRadius'> } {
  const card = { minH: 'auto', my: 'var(--dialog-base-margin)', borderRadius: 'l3' } as const;
  return from === 'sm'
    ? {
        root: { size: { base: 'full', sm: size } },
        content: { minH: { sm: card.minH }, my: { sm: card.my }, borderRadius: { sm: card.borderRadius } },
      }
    : {
        root: { size: { base: 'full', md: size } },
        content: { minH: { md: card.minH }, my: { md: card.my }, borderRadius: { md: card.borderRadius } },
      };
}
