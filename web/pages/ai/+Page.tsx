// /ai: the craft assistant with the site's default model (features/assistant).
import { useIntl } from 'react-intl';
import { AssistantPage } from '../../features/assistant/AssistantPage';
import { liveStreamUrl } from '../../features/live/live-client';

export default function Page() {
  const intl = useIntl();
  return <AssistantPage provider={null} path="/ai" streamUrl={liveStreamUrl} heading={intl.formatMessage({ id: 'assistant.ai.title' })} />;
}
