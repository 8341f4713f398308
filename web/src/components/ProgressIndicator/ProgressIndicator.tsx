import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../i18n/format.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { PROGRESS_STEPS, stepTitle, type ProgressStep } from './progressSteps.ts';

export interface ProgressIndicatorProps {
  /** The screen's step: 1 plans, 2 menu, 3 account, 4 checkout. */
  step: ProgressStep;
}

/**
 * "Step N of 4" with the four funnel steps and the current step's subtitle. Screens decide
 * whether to render it (see `isProgressHidden`).
 */
export function ProgressIndicator({ step }: ProgressIndicatorProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const current = PROGRESS_STEPS[step - 1]!;
  const total = PROGRESS_STEPS.length;
  return (
    <Box as="nav" aria-label={i18n._('Order progress')} w="full">
      {/* The funnel hides the site header, so its language link sits here, across from the step. */}
      <Flex align="center" justify="space-between" gap="3">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider">
          {i18n._('Step {step} of {total}', { step: format.number(step), total: format.number(total) })}
        </Text>
        <LanguageSwitch />
      </Flex>
      <chakra.ol
        display="grid"
        gridTemplateColumns="repeat(4, minmax(0, 1fr))"
        gap={{ base: '1', md: '3' }}
        mt="3"
        listStyleType="none"
        p="0"
      >
        {PROGRESS_STEPS.map((info) => {
          const state = info.step < step ? 'done' : info.step === step ? 'current' : 'upcoming';
          return (
            <chakra.li key={info.step} aria-current={state === 'current' ? 'step' : undefined} minW="0">
              <Box
                h="1.5"
                borderRadius="full"
                bg={state === 'upcoming' ? 'border.emphasized' : 'brand.solid'}
                opacity={state === 'done' ? 0.55 : 1}
              />
              <Flex mt="2" gap="1.5" align="flex-start">
                <Box
                  as="span"
                  flexShrink={0}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize={{ base: '5', md: '6' }}
                  borderRadius="full"
                  fontSize="xs"
                  fontWeight="bold"
                  bg={state === 'upcoming' ? 'bg.muted' : 'brand.solid'}
                  color={state === 'upcoming' ? 'fg.muted' : 'brand.contrast'}
                  aria-hidden="true"
                >
                  {state === 'done' ? '✓' : format.number(info.step)}
                </Box>
                <Text
                  fontSize={{ base: '2xs', sm: 'xs', md: 'sm' }}
                  lineHeight="short"
                  fontWeight={state === 'current' ? 'semibold' : 'normal'}
                  color={state === 'upcoming' ? 'fg.muted' : 'fg'}
                >
                  <chakra.span srOnly>{i18n._('Step {step}:', { step: format.number(info.step) })} </chakra.span>
                  {i18n._(stepTitle(info, step))}
                  {state === 'done' ? <chakra.span srOnly> {i18n._('(completed)')}</chakra.span> : null}
                </Text>
              </Flex>
            </chakra.li>
          );
        })}
      </chakra.ol>
      <Heading as="p" size={{ base: 'md', md: 'lg' }} fontWeight="normal" color="fg.muted" mt="4">
        {i18n._(current.subtitle)}
      </Heading>
    </Box>
  );
}
