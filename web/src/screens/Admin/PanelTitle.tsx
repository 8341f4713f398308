import { Heading, type HeadingProps } from '@chakra-ui/react';

/** A back-office panel's or screen's title (the h2 under the dashboard's heading). */
export function PanelTitle(props: Omit<HeadingProps, 'as' | 'size'>) {
  return <Heading as="h2" size="lg" {...props} />;
}
