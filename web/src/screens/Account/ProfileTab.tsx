import { Button, chakra, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { checkPhone } from '@rules';
import type { ProfileTabMutation } from '../../__generated__/ProfileTabMutation.graphql.ts';
import type { ProfileTabQuery } from '../../__generated__/ProfileTabQuery.graphql.ts';
import { NeighborhoodField, NeighborhoodSelect } from '../../components/Eligibility/NeighborhoodSelect.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { retryNotice } from './AccountDialog.tsx';

const ADDRESS_FIELDS = [
  ['name', 'Full name on the door'],
  ['street', 'Street'],
  ['building', 'Building'],
  ['floor', 'Floor'],
  ['apartment', 'Apartment'],
  ['landmark', 'Landmark'],
] as const;

/** Profile: name, e-mail, phone and delivery address. */
export default function ProfileTab() {
  const { viewer } = useLazyLoadQuery<ProfileTabQuery>(
    graphql`
      query ProfileTabQuery {
        viewer {
          name
          email
          phone
          address {
            name
            street
            apartment
            building
            floor
            area
            landmark
            deliveryNotes
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [values, setValues] = useState(() => ({
    name: viewer?.name ?? '',
    email: viewer?.email ?? '',
    phone: viewer?.phone?.replace(/^\+20/, '') ?? '',
    address: { ...(viewer?.address ?? {}) } as Record<string, string>,
  }));
  const [commit, saving] = useMutation<ProfileTabMutation>(graphql`
    mutation ProfileTabMutation($input: ProfileUpdateInput!) {
      profileUpdate(input: $input) {
        __typename
        ... on ProfileUpdatePayload {
          viewer {
            name
            email
            phone
            address {
              name
              street
              apartment
              building
              floor
              area
              landmark
              deliveryNotes
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const phone = values.phone ? checkPhone(values.phone) : null;
  const setAddress = (field: string, value: string) =>
    setValues((v) => ({ ...v, address: { ...v.address, [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name, email, address } = values;
    commit({
      variables: {
        input: {
          name,
          email,
          phone: values.phone,
          address: Object.fromEntries(
            ['name', 'street', 'apartment', 'building', 'floor', 'area', 'landmark', 'deliveryNotes'].map((key) => [
              key,
              address[key] ?? '',
            ]),
          ),
        },
      },
      onCompleted: ({ profileUpdate: result }) => {
        if (result.__typename === 'ProfileUpdatePayload') {
          notify({ type: 'success', title: 'Profile updated', description: 'Your details are saved.' });
        } else notify({ type: 'error', title: 'Error', description: result.message ?? '' });
      },
      onError: () => void notify(retryNotice('update your profile')),
    });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Profile" maxW="2xl">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input
              autoComplete="name"
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root invalid={phone?.ok === false}>
            <Field.Label>Phone (+20)</Field.Label>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10 1234 5678"
              value={values.phone}
              onChange={(e) => setValues({ ...values, phone: e.currentTarget.value })}
            />
            {phone ? (
              phone.ok ? (
                <Field.HelperText color="fg.success">{phone.message}</Field.HelperText>
              ) : (
                <Field.ErrorText>{phone.message}</Field.ErrorText>
              )
            ) : null}
          </Field.Root>
          <Suspense fallback={<NeighborhoodField value="" onChange={() => {}} disabled />}>
            <NeighborhoodSelect value={values.address.area ?? ''} onChange={(area) => setAddress('area', area)} />
          </Suspense>
          {ADDRESS_FIELDS.map(([field, label]) => (
            <Field.Root key={field}>
              <Field.Label>{label}</Field.Label>
              <Input value={values.address[field] ?? ''} onChange={(e) => setAddress(field, e.currentTarget.value)} />
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Delivery notes</Field.Label>
          <Textarea
            value={values.address.deliveryNotes ?? ''}
            onChange={(e) => setAddress('deliveryNotes', e.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" loading={saving}>
          Save Profile
        </Button>
      </Stack>
    </chakra.form>
  );
}
