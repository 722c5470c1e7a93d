// POST /ai without JavaScript: the whole answer rendered into the page.
import { assistantAction } from '../../features/assistant/action';

export const action = assistantAction(null);
