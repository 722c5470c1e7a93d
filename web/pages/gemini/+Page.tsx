// /gemini: the craft assistant with Google's Gemini (features/assistant).
import { useIntl } from 'react-intl';
import { AssistantPage } from '../../features/assistant/AssistantPage';
import { liveStreamUrl } from '../../features/live/live-client';

export default function Page() {
  const intl = useIntl();
  return <AssistantPage provider="GEMINI" path="/gemini" streamUrl={liveStreamUrl} heading={intl.formatMessage({ id: 'assistant.gemini.title' })} />;
}
