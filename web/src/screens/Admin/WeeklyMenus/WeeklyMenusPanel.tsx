import { PlaceholderPanel } from '../PlaceholderPanel.tsx';

export default function Panel() {
  return <PlaceholderPanel title="WeeklyMenusPanel" />;
}
