import { Box, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { landingMessages } from '@rules';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { checkImageFile, uploadImage } from '../uploadImage.ts';
import { Field } from '../../../components/ui/field.tsx';

interface LandingImageFieldProps {
  /** The field's label ("Background image", "Image"). */
  label: string;
  value: string;
  error: string | null;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A landing image: upload a file (checked here for type and the 10 MB limit, then by the server
 * on its bytes) or type a URL; empty means no image.
 */
export function LandingImageField({ label, value, error, onChange, onUploadingChange }: LandingImageFieldProps) {
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
      notify({ type: 'error', title, description: refused });
      return;
    }
    busy(true);
    try {
      onChange(await uploadImage(file, 'landing'));
      notify({ type: 'success', title: 'Success', description: landingMessages.imageUploaded });
    } catch {
      notify({ type: 'error', title: landingMessages.uploadFailedTitle, description: landingMessages.uploadFailed });
    } finally {
      busy(false);
    }
  };

  return (
    <Stack gap="3">
      <Field
        label={`Upload ${label.toLowerCase()}`}
        helperText={uploading ? 'Uploading…' : 'An image file, at most 10MB. Or enter its URL below.'}
      >
        <Input
          type="file"
          accept="image/*"
          p="1"
          disabled={uploading}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
      </Field>
      <Field label={`${label} URL`} invalid={Boolean(error)} errorText={error}>
        <Input value={value} placeholder="Empty for none" onChange={(event) => onChange(event.target.value)} />
      </Field>
      {value ? (
        <HStack gap="3">
          <Box w="24" h="16" borderRadius="md" overflow="hidden" bg="bg.muted" flexShrink={0}>
            <Image src={value} alt="" w="full" h="full" objectFit="cover" />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            Preview
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
