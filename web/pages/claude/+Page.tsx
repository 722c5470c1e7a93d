// /claude: the craft assistant with Anthropic's Claude, always in light colour mode (features/assistant).
import { useIntl } from 'react-intl';
import { AssistantPage } from '../../features/assistant/AssistantPage';
import { liveStreamUrl } from '../../features/live/live-client';

export default function Page() {
  const intl = useIntl();
  return <AssistantPage provider="CLAUDE" path="/claude" streamUrl={liveStreamUrl} heading={intl.formatMessage({ id: 'assistant.claude.title' })} light />;
}
