// What the diagnostics page (/test) shows: which build runs, on which store, and whether that store answers.
import type { StoreAdapterName } from '../domain/repositories.js';
import type { ServiceContext } from './loaders.js';

export interface Diagnostics {
  buildId: string;
  builtAt: Date;
  storeAdapter: StoreAdapterName;
  storeReachable: boolean;
  serverTime: Date;
}

export async function diagnostics(ctx: ServiceContext, build: { buildId: string; builtAt: Date }): Promise<Diagnostics> {
  const storeReachable = await ctx.store.ping().then(
    () => true,
    () => false,
  );
  return {
    buildId: build.buildId,
    builtAt: build.builtAt,
    storeAdapter: ctx.store.adapter,
    storeReachable,
    serverTime: new Date(),
  };
}
