// What the diagnostics page (/test) shows: which build runs, on which store, and whether that store answers reads
// and takes writes (apart: a full disk or a read-only file still reads).
import type { StoreAdapterName } from '../domain/repositories.js';
import type { ReadContext } from './service-context.js';

export interface Diagnostics {
  buildId: string;
  builtAt: Date;
  storeAdapter: StoreAdapterName;
  storeReachable: boolean;
  storeWritable: boolean;
  serverTime: Date;
}

export async function diagnostics(ctx: ReadContext, build: { buildId: string; builtAt: Date }): Promise<Diagnostics> {
  const succeeded = (call: Promise<void>) =>
    call.then(
      () => true,
      () => false,
    );
  const [storeReachable, storeWritable] = await Promise.all([succeeded(ctx.store.ping()), succeeded(ctx.store.probeWrite())]);
  return {
    buildId: build.buildId,
    builtAt: build.builtAt,
    storeAdapter: ctx.store.adapter,
    storeReachable,
    storeWritable,
    serverTime: new Date(),
  };
}
