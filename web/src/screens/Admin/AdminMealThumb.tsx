import { Box, Image } from '@chakra-ui/react';

/** A meal's small photo in an admin table (a plain tile when it has none). */
export function AdminMealThumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return <Box w="12" h="12" borderRadius="md" bg="bg.muted" aria-hidden="true" />;
  return <Image src={src} alt={alt} w="12" h="12" objectFit="cover" borderRadius="md" loading="lazy" />;
}
