import { describeLiveBusContract } from './contract.js';
import { openEmbeddedLiveBus } from './embedded.js';

describeLiveBusContract('embedded (in process)', { open: async (options) => openEmbeddedLiveBus(options) });
