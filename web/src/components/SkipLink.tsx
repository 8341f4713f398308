import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { i18n } = useLingui();
  return (
    <chakra.a
      href={`#${targetId}`}
      srOnly
      _focus={{
        srOnly: false,
        position: 'fixed',
        top: '2',
        insetStart: '2',
        zIndex: 'skipNav',
        bg: 'bg.panel',
        color: 'fg',
        px: '4',
        py: '2',
        borderRadius: 'md',
        boxShadow: 'md',
        focusRing: 'outside',
      }}
    >
      {i18n._('Skip to main content')}
    </chakra.a>
  );
}
