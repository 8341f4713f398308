import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { checkoutMessages, type OrderType, type PaymentMethod } from '@rules';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentSection_recipient$key } from '../../__generated__/PaymentSection_recipient.graphql.ts';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { PAYMENT_METHOD_LABELS } from '../../lib/labels.ts';
import { allowedPayment, proofProblem } from './checkoutForm.ts';
import { ChoiceCards, CheckoutSection } from './CheckoutSection.tsx';

const PAYMENT_METHODS: { value: PaymentMethod; label: string; text: string }[] = [
  { value: 'card', label: PAYMENT_METHOD_LABELS.card!, text: 'Pay securely on Paymob’s page.' },
  { value: 'instapay', label: PAYMENT_METHOD_LABELS.instapay!, text: 'Transfer, then upload the confirmation.' },
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
}) {
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
    <CheckoutSection title="Payment" id="payment-title">
      <ChoiceCards
        labelledBy="payment-title"
        value={method}
        onChange={(value) => onMethod(allowedPayment(orderType, value as PaymentMethod))}
        options={PAYMENT_METHODS.map((option) => ({
          ...option,
          disabledText:
            option.value === 'instapay' && orderType === 'subscription'
              ? checkoutMessages.subscriptionCardOnly
              : option.value === 'instapay' && !recipient
                ? checkoutMessages.instapayUnavailable
                : null,
        }))}
      />
      {method === 'instapay' && recipient ? (
        <Stack gap="4" mt="4">
          <InstapayInstructions amount={total} recipient={recipient} reference={reference} />
          <ProofUpload
            proof={proof}
            onChange={(file) => {
              const problem = file ? proofProblem(file) : null;
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
  return (
    <Box bg="bg.muted" borderRadius="xl" p="4" aria-labelledby="instapay-title" as="section">
      <Text id="instapay-title" fontWeight="semibold" mb="2">
        Transfer {amount} with InstaPay
      </Text>
      <Stack as="dl" gap="1.5" fontSize="sm">
        <InstapayLine label="InstaPay address" value={recipient.address} />
        <InstapayLine label="Account name" value={recipient.accountName} />
        <InstapayLine label="Amount" value={amount} />
        <InstapayLine label="Reference" value={reference} />
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Write the reference in the transfer&apos;s note, then upload the screenshot of the confirmation below. We
        confirm your order once we see the transfer.
      </Text>
    </Box>
  );
}

function InstapayLine({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text as="dt" color="fg.muted" minW="32">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontFamily={label === 'Reference' ? 'mono' : undefined} wordBreak="break-all">
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
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!proof) return setPreview(null);
    const url = URL.createObjectURL(proof);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [proof]);
  return (
    <Field label="Payment confirmation image" required>
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
            alt="Your transfer screenshot"
            w="20"
            h="20"
            objectFit="cover"
            borderRadius="md"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="1" minW="0" flex="1">
          <Text fontSize="sm" color="fg.muted" truncate={proof !== null}>
            {proof ? proof.name : 'A screenshot of the InstaPay confirmation (JPEG, PNG, GIF or WebP, up to 5 MB)'}
          </Text>
          <Box>
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} aria-hidden="true" tabIndex={-1}>
              {proof ? 'Change screenshot' : 'Choose screenshot'}
            </Button>
          </Box>
        </Stack>
      </Flex>
    </Field>
  );
}
