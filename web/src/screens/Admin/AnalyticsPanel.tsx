import { Text } from '@chakra-ui/react';

/** The specification's hidden analytics content. */
export default function AnalyticsPanel() {
  return <Text color="fg.muted">Analytics dashboard coming soon...</Text>;
}
