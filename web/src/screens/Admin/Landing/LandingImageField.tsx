import { Box, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { landingMessages } from '@rules';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { checkImageFile, uploadImage } from '../uploadImage.ts';
import { Field } from '../../../components/ui/field.tsx';

interface LandingImageFieldProps {
  /** The field's upload label ("Upload background image"), in the page's language. */
  uploadLabel: string;
  /** The field's URL label ("Background image URL"), in the page's language. */
  urlLabel: string;
  value: string;
  error: string | null;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A landing image: upload a file (checked here for type and the 10 MB limit, then by the server
 * on its bytes) or type a URL; empty means no image.
 */
export function LandingImageField({
  uploadLabel,
  urlLabel,
  value,
  error,
  onChange,
  onUploadingChange,
}: LandingImageFieldProps) {
  const { i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const busy = (next: boolean) => {
    setUploading(next);
    onUploadingChange?.(next);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkImageFile(file, 'landing');
    if (refused) {
      const title =
        refused === landingMessages.imageType ? landingMessages.imageTypeTitle : landingMessages.imageSizeTitle;
      notify({ type: 'error', title: i18n._(title), description: i18n._(refused) });
      return;
    }
    busy(true);
    try {
      onChange(await uploadImage(file, 'landing'));
      notify({ type: 'success', title: i18n._('Success'), description: i18n._(landingMessages.imageUploaded) });
    } catch {
      notify({
        type: 'error',
        title: i18n._(landingMessages.uploadFailedTitle),
        description: i18n._(landingMessages.uploadFailed),
      });
    } finally {
      busy(false);
    }
  };

  return (
    <Stack gap="3">
      <Field
        label={uploadLabel}
        helperText={uploading ? i18n._('Uploading…') : i18n._('An image file, at most 10MB. Or enter its URL below.')}
      >
        <Input
          type="file"
          accept="image/*"
          p="1"
          disabled={uploading}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
      </Field>
      <Field label={urlLabel} invalid={Boolean(error)} errorText={error && i18n._(error)}>
        <Input
          dir="ltr"
          value={value}
          placeholder={i18n._('Empty for none')}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      {value ? (
        <HStack gap="3">
          <Box w="24" h="16" borderRadius="md" overflow="hidden" bg="bg.muted" flexShrink={0}>
            <Image src={value} alt="" w="full" h="full" objectFit="cover" />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {i18n._('Preview')}
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
