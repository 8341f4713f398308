import { Button, chakra, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery, useMutation } from 'react-relay/hooks';
import { checkPhone, profileAddressProblems } from '@rules';
import type { ProfileTabMutation } from '../../__generated__/ProfileTabMutation.graphql.ts';
import type { ProfileTabQuery } from '../../__generated__/ProfileTabQuery.graphql.ts';
import { NeighborhoodSelect } from '../../components/Eligibility/NeighborhoodSelect.tsx';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { retryNotice } from './AccountDialog.tsx';
import { FoodPreferencesSection } from './FoodPreferencesSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { translatorOf } from '../../i18n/index.ts';

const profileTabMutation = graphql`
  mutation ProfileTabMutation($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      __typename
      ... on ProfileUpdatePayload {
        viewer {
          name
          email
          phone
          address {
            ...ProfileTab_address @relay(mask: false)
          }
        }
      }
      ... on ValidationError {
        issues {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

// The saved address as the profile edits it (spread unmasked here and in the checkout, which starts from it).
void graphql`
  fragment ProfileTab_address on CustomerAddress {
    name
    street
    apartment
    building
    floor
    area
    landmark
    deliveryNotes
  }
`;

const ADDRESS_FIELDS = [
  ['name', /*i18n*/ 'Full name on the door'],
  ['street', /*i18n*/ 'Street'],
  ['building', /*i18n*/ 'Building'],
  ['floor', /*i18n*/ 'Floor'],
  ['apartment', /*i18n*/ 'Apartment'],
  ['landmark', /*i18n*/ 'Landmark'],
] as const;

type Errors = Partial<Record<string, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the browser can tell before sending: each message names its field, in the page's language. */
function checkProfile(
  i18n: I18n,
  values: { name: string; email: string; phone: string; address: Record<string, string> },
): Errors {
  const t = translatorOf(i18n);
  const errors: Errors = {};
  if (values.name.trim() === '') errors.name = i18n._('Name is required');
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = i18n._('Please enter a valid email address');
  const phone = values.phone ? checkPhone(values.phone, t) : null;
  if (phone && !phone.ok) errors.phone = phone.message;
  // The checkout's address rule (a street and a served area), under each field.
  for (const problem of profileAddressProblems(values.address, t)) errors[`address.${problem.field}`] = problem.message;
  return errors;
}

/** A server issue's path (`['address', 'area']`) as the form's field key (`address.area`). */
const fieldOf = (path: readonly string[]) => path.join('.');

const profileTabQuery = graphql`
  query ProfileTabQuery @preloadable {
    viewer {
      name
      email
      phone
      address {
        ...ProfileTab_address @relay(mask: false)
      }
      ...FoodPreferencesSection_viewer
      ...NotificationsSection_viewer
    }
    neighborhoods {
      ...NeighborhoodSelect_neighborhoods
    }
  }
`;

/** Profile: name, e-mail, phone and delivery address. */
export default function ProfileTab({ queryRef }: { queryRef: PreloadedQuery<ProfileTabQuery> }) {
  const { i18n } = useLingui();
  const { viewer, neighborhoods } = usePreloadedQuery<ProfileTabQuery>(profileTabQuery, queryRef);
  const [values, setValues] = useState(() => ({
    name: viewer?.name ?? '',
    email: viewer?.email ?? '',
    phone: viewer?.phone?.replace(/^\+20/, '') ?? '',
    address: { ...(viewer?.address ?? {}) } as Record<string, string>,
  }));
  const [commit, saving] = useMutation<ProfileTabMutation>(profileTabMutation);
  const [errors, setErrors] = useState<Errors>({});
  const phone = values.phone ? checkPhone(values.phone, translatorOf(i18n)) : null;
  const setAddress = (field: string, value: string) =>
    setValues((v) => ({ ...v, address: { ...v.address, [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfile(i18n, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { name, email, address } = values;
    commit({
      variables: {
        input: {
          name,
          email,
          // Stored as +201XXXXXXXXX however it was typed (010 1234 5678, +20…, 0020…).
          phone: phone?.ok ? phone.e164 : values.phone,
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
          notify({ type: 'success', title: i18n._('Profile updated'), description: i18n._('Your details are saved.') });
          return;
        }
        // The server's refusal, under the field it names (an e-mail in use is the e-mail's); a
        // refusal that names no field is a toast that says what failed.
        const issues = result.__typename === 'ValidationError' ? (result.issues ?? []) : [];
        if (issues.length > 0) {
          setErrors(Object.fromEntries(issues.map((issue) => [fieldOf(issue.path), i18n._(issue.message)])));
        } else if (result.__typename === 'ConflictError') setErrors({ email: i18n._(result.message ?? '') });
        else {
          notify({
            type: 'error',
            title: i18n._("Couldn't save your profile"),
            description: result.message ? i18n._(result.message) : i18n._('Please try again.'),
          });
        }
      },
      onError: () => void notify(retryNotice(i18n, i18n._("We couldn't update your profile. Please try again."))),
    });
  };

  return (
    <Stack gap="10">
      <chakra.form onSubmit={submit} noValidate aria-label={i18n._('Profile')} maxW="2xl">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field label={i18n._('Name')} required invalid={!!errors.name} errorText={errors.name}>
              {/* Free text reads in the direction of what is typed ("26 July Street" stays whole on /ar). */}
              <Input
                dir="auto"
                autoComplete="name"
                value={values.name}
                onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
              />
            </Field>
            <Field label={i18n._('Email')} required invalid={!!errors.email} errorText={errors.email}>
              <Input
                type="email"
                dir="ltr"
                autoComplete="email"
                value={values.email}
                onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
              />
            </Field>
            <Field
              label={i18n._('Phone')}
              invalid={phone?.ok === false || !!errors.phone}
              errorText={phone ? (phone.ok ? null : phone.message) : errors.phone}
            >
              <Input
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                placeholder="010 1234 5678"
                value={values.phone}
                onChange={(e) => setValues({ ...values, phone: e.currentTarget.value })}
              />
              {phone?.ok ? (
                <Text fontSize="sm" color="fg.success">
                  {phone.message}
                </Text>
              ) : null}
            </Field>
            <Stack gap="1">
              <NeighborhoodSelect
                neighborhoods={neighborhoods}
                servicedOnly
                value={values.address.area ?? ''}
                onChange={(area) => setAddress('area', area)}
              />
              {errors['address.area'] ? (
                <Text role="alert" fontSize="sm" color="fg.error">
                  {errors['address.area']}
                </Text>
              ) : null}
            </Stack>
            {ADDRESS_FIELDS.map(([field, label]) => (
              <Field
                key={field}
                label={i18n._(label)}
                invalid={!!errors[`address.${field}`]}
                errorText={errors[`address.${field}`]}
              >
                <Input
                  dir="auto"
                  value={values.address[field] ?? ''}
                  onChange={(e) => setAddress(field, e.currentTarget.value)}
                />
              </Field>
            ))}
          </SimpleGrid>
          <Field label={i18n._('Delivery notes')}>
            <Textarea
              dir="auto"
              value={values.address.deliveryNotes ?? ''}
              onChange={(e) => setAddress('deliveryNotes', e.currentTarget.value)}
            />
          </Field>
          <Button type="submit" alignSelf="flex-start" loading={saving}>
            {i18n._('Save Profile')}
          </Button>
        </Stack>
      </chakra.form>
      {viewer ? <FoodPreferencesSection viewer={viewer} /> : null}
      {viewer ? <NotificationsSection viewer={viewer} /> : null}
    </Stack>
  );
}
