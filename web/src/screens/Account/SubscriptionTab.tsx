import { Text } from '@chakra-ui/react';

/**
 * The Subscription tab's content (status, cancel, resume, defaults, saved card). A placeholder
 * until the subscriptions work lands: that work replaces this file's component.
 */
export default function SubscriptionTab() {
  return <Text color="fg.muted">Your subscription details will appear here.</Text>;
}
