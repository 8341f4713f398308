import { Box, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { landingMessages } from '@rules';
import { useId, useState } from 'react';
import { notify } from '../../../components/ui/toaster.tsx';
import { checkImageFile, uploadImage } from '../uploadImage.ts';

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
  const helperId = useId();
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
      <Field.Root>
        <Field.Label>{`Upload ${label.toLowerCase()}`}</Field.Label>
        <Input
          type="file"
          accept="image/*"
          p="1"
          disabled={uploading}
          aria-describedby={helperId}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
        <Field.HelperText id={helperId}>
          {uploading ? 'Uploading…' : 'An image file, at most 10MB. Or enter its URL below.'}
        </Field.HelperText>
      </Field.Root>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{`${label} URL`}</Field.Label>
        <Input value={value} placeholder="Empty for none" onChange={(event) => onChange(event.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
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
