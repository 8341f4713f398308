import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';

export interface MealImageProps {
  src: string | null | undefined;
  alt: string;
  /** Width / height; may be responsive ({ base: 16 / 9, md: 2 }). */
  aspectRatio: BoxProps['aspectRatio'];
}

function PlateIcon() {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="32" cy="34" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="32" cy="34" r="11" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.6" />
      <path
        d="M8 14v12a4 4 0 0 0 4 4v20M12 14v10M16 14v12a4 4 0 0 1-4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M56 14c-4 2-6 8-6 14h6v22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A meal photo at a fixed aspect ratio (no layout shift while it loads), lazy-loaded. Meals
 * without a photo, or whose photo fails to load, get a warm placeholder with a plate.
 */
export function MealImage({ src, alt, aspectRatio }: MealImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = src != null && src !== '' && failedSrc !== src;

  return (
    <Box position="relative" w="full" aspectRatio={aspectRatio} flexShrink={0} bg="cream.200" overflow="hidden">
      {showPhoto ? (
        <chakra.img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Box
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          color="brand.300"
          bgGradient="to-br"
          gradientFrom="cream.100"
          gradientTo="brand.100"
          data-testid="meal-image-placeholder"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <PlateIcon />
        </Box>
      )}
    </Box>
  );
}
