// Counts store round trips (every repository method call is one) for the DataLoader test and the benchmark.
import type { Store } from '../domain/repositories.js';

export interface CountingStore {
  store: Store;
  /** Round trips since creation or the last reset, by "repository.method". */
  calls: Map<string, number>;
  total(): number;
  reset(): void;
}

export function countRoundTrips(inner: Store): CountingStore {
  const calls = new Map<string, number>();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
  function wrap<R extends object>(repositoryName: string, repository: R): R {
    return new Proxy(repository, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          count(`${repositoryName}.${String(property)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
  const store: Store = {
    adapter: inner.adapter,
    venues: wrap('venues', inner.venues),
    events: wrap('events', inner.events),
    articles: wrap('articles', inner.articles),
    crafts: wrap('crafts', inner.crafts),
    cities: wrap('cities', inner.cities),
    profiles: wrap('profiles', inner.profiles),
    bookings: wrap('bookings', inner.bookings),
    orders: wrap('orders', inner.orders),
    premium: wrap('premium', inner.premium),
    payouts: wrap('payouts', inner.payouts),
    invoices: wrap('invoices', inner.invoices),
    vouchers: wrap('vouchers', inner.vouchers),
    promoCodes: wrap('promoCodes', inner.promoCodes),
    moderation: wrap('moderation', inner.moderation),
    mail: wrap('mail', inner.mail),
    livePosts: wrap('livePosts', inner.livePosts),
    radar: wrap('radar', inner.radar),
    reminders: wrap('reminders', inner.reminders),
    savedAnswers: wrap('savedAnswers', inner.savedAnswers),
    checkIns: wrap('checkIns', inner.checkIns),
    attempts: wrap('attempts', inner.attempts),
    analytics: wrap('analytics', inner.analytics),
    contentVersion: wrap('contentVersion', inner.contentVersion),
    write: (ops) => (count('write'), inner.write(ops)),
    ping: () => (count('ping'), inner.ping()),
    probeWrite: () => (count('probeWrite'), inner.probeWrite()),
    isEmpty: () => (count('isEmpty'), inner.isEmpty()),
    close: () => inner.close(),
  };
  return {
    store,
    calls,
    total: () => [...calls.values()].reduce((sum, n) => sum + n, 0),
    reset: () => calls.clear(),
  };
}
