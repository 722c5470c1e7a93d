// /claude: the craft assistant with Anthropic's Claude (features/assistant); always light (+colorMode.ts).
import { useIntl } from 'react-intl';
import { AssistantPage } from '../../features/assistant/AssistantPage';
import { liveStreamUrl } from '../../features/live/live-client';

export default function Page() {
  const intl = useIntl();
  return <AssistantPage provider="CLAUDE" path="/claude" streamUrl={liveStreamUrl} heading={intl.formatMessage({ id: 'assistant.claude.title' })} />;
}
