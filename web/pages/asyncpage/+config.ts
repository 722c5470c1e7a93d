// „Diese Woche“ streams: its slower sections follow the shell as their data arrives (docs/decisions/029).
import type { Config } from 'vike/types';

export default { stream: true } satisfies Config;
