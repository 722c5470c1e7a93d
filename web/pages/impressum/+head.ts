import type { Config } from 'vike/types';
import { legalMeta } from '../../features/legal/meta';

export const head: Config['head'] = (pageContext) => legalMeta.imprint[pageContext.locale];
