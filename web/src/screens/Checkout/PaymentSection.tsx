import { useLingui } from '@lingui/react';
import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { checkoutMessages, type OrderType, type PaymentMethod } from '@rules';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentSection_recipient$key } from '../../__generated__/PaymentSection_recipient.graphql.ts';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { PAYMENT_METHOD_LABELS, useLabels } from '../../lib/labels.ts';
import { allowedPayment, proofProblem } from './checkoutForm.ts';
import { ChoiceCards, CheckoutSection } from './CheckoutSection.tsx';
import { translatorOf } from '../../i18n/index.ts';

const PAYMENT_METHODS: { value: PaymentMethod; text: string }[] = [
  { value: 'card', text: /*i18n*/ 'Pay securely on Paymob’s page.' },
  { value: 'instapay', text: /*i18n*/ 'Transfer, then upload the confirmation.' },
];

/**
 * "Payment": card or InstaPay (trial only, and only once a super admin has said whom to pay);
 * for InstaPay, the transfer's details and the screenshot of its confirmation.
 */
export function PaymentSection({
  recipient: recipientKey,
  orderType,
  method,
  onMethod,
  total,
  reference,
  proof,
  onProof,
  paidByCredit = false,
}: {
  recipient: PaymentSection_recipient$key | null;
  orderType: OrderType;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** The amount to transfer, as the review shows it. */
  total: string;
  /** The order's payment reference, written in the transfer's note. */
  reference: string;
  proof: File | null;
  onProof: (file: File | null) => void;
  /** The customer's credit pays it all: no transfer, no screenshot. */
  paidByCredit?: boolean;
}) {
  const { i18n } = useLingui();
  const { labelOf } = useLabels();
  const recipient = useFragment(
    graphql`
      fragment PaymentSection_recipient on InstapayRecipient {
        address
        accountName
      }
    `,
    recipientKey,
  );
  return (
    <CheckoutSection title={i18n._('Payment')} id="payment-title">
      <ChoiceCards
        labelledBy="payment-title"
        value={method}
        onChange={(value) => onMethod(allowedPayment(orderType, value as PaymentMethod))}
        options={PAYMENT_METHODS.map((option) => ({
          value: option.value,
          label: labelOf(PAYMENT_METHOD_LABELS, option.value),
          text: i18n._(option.text),
          disabledText:
            option.value === 'instapay' && orderType === 'subscription'
              ? i18n._(checkoutMessages.subscriptionCardOnly)
              : option.value === 'instapay' && !recipient
                ? i18n._(checkoutMessages.instapayUnavailable)
                : null,
        }))}
      />
      {method === 'instapay' && paidByCredit ? (
        <Text mt="4" color="green.fg" fontWeight="medium">
          {i18n._(checkoutMessages.paidByCredit)}
        </Text>
      ) : method === 'instapay' && recipient ? (
        <Stack gap="4" mt="4">
          <InstapayInstructions amount={total} recipient={recipient} reference={reference} />
          <ProofUpload
            proof={proof}
            onChange={(file) => {
              const problem = file ? proofProblem(file, translatorOf(i18n)) : null;
              if (problem) {
                notify({ type: 'error', title: problem.title, description: problem.description });
                onProof(null);
                return false;
              }
              onProof(file);
              return true;
            }}
          />
        </Stack>
      ) : null}
    </CheckoutSection>
  );
}

/** Whom to pay, how much, and the reference to write: the details a transfer needs. */
function InstapayInstructions({
  amount,
  recipient,
  reference,
}: {
  amount: string;
  recipient: { address: string; accountName: string };
  reference: string;
}) {
  const { i18n } = useLingui();
  return (
    <Box bg="bg.muted" borderRadius="xl" p="4" aria-labelledby="instapay-title" as="section">
      <Text id="instapay-title" fontWeight="semibold" mb="2">
        {i18n._('Transfer {amount} with InstaPay', { amount })}
      </Text>
      <Stack as="dl" gap="1.5" fontSize="sm">
        <InstapayLine label={i18n._('InstaPay address')} value={recipient.address} latin />
        <InstapayLine label={i18n._('Account name')} value={recipient.accountName} />
        <InstapayLine label={i18n._('Amount')} value={amount} />
        <InstapayLine label={i18n._('Reference')} value={reference} latin mono />
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {i18n._(
          "Write the reference in the transfer's note, then upload the screenshot of the confirmation below. We confirm your order once we see the transfer.",
        )}
      </Text>
    </Box>
  );
}

/** One detail of the transfer; `latin`: an address or code, read left to right on an Arabic page too. */
function InstapayLine({
  label,
  value,
  latin,
  mono,
}: {
  label: string;
  value: string;
  latin?: boolean;
  mono?: boolean;
}) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text as="dt" color="fg.muted" minW="32">
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight="semibold"
        fontFamily={mono ? 'mono' : undefined}
        wordBreak="break-all"
        dir={latin ? 'ltr' : undefined}
      >
        {value}
      </Text>
    </Flex>
  );
}

/**
 * The transfer screenshot: a button and a preview instead of the browser's file picker. The file
 * input stays the labelled control (screen readers, keyboard and tests reach it by its label),
 * visually hidden; the button opens it.
 */
function ProofUpload({ proof, onChange }: { proof: File | null; onChange: (file: File | null) => boolean }) {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!proof) return setPreview(null);
    const url = URL.createObjectURL(proof);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [proof]);
  return (
    <Field label={i18n._('Payment confirmation image')} required>
      <Flex
        align="center"
        gap="4"
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={proof ? 'brand.solid' : 'border'}
        borderRadius="xl"
        p="3"
        bg="bg.panel"
        position="relative"
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Input
          ref={input}
          name="paymentConfirmationImage"
          type="file"
          accept="image/*"
          srOnly
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            if (!onChange(file)) event.currentTarget.value = '';
          }}
        />
        {preview ? (
          <chakra.img
            src={preview}
            alt={i18n._('Your transfer screenshot')}
            w="20"
            h="20"
            objectFit="cover"
            borderRadius="md"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="1" minW="0" flex="1">
          <Text fontSize="sm" color="fg.muted" truncate={proof !== null}>
            {proof
              ? proof.name
              : i18n._('A screenshot of the InstaPay confirmation (JPEG, PNG, GIF or WebP, up to 5 MB)')}
          </Text>
          <Box>
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} aria-hidden="true" tabIndex={-1}>
              {proof ? i18n._('Change screenshot') : i18n._('Choose screenshot')}
            </Button>
          </Box>
        </Stack>
      </Flex>
    </Field>
  );
}
