// Cities in the embedded store, largest population first.
import type { CityRecord } from '../../domain/records.js';
import type { CityRepository } from '../../domain/repositories.js';
import type { EmbeddedKernel } from './kernel.js';
import { fromRow, toJson } from './rows.js';

export function cityRepository(kernel: EmbeddedKernel): CityRepository {
  return {
    listAll: () =>
      kernel.guard(() => kernel.all('SELECT data FROM cities ORDER BY population DESC, slug', []).map((row) => fromRow<CityRecord>(row))),
    upsertMany: (cities) =>
      kernel.upsert(cities, (city) => {
        kernel.prepare('INSERT OR REPLACE INTO cities (slug, population, data) VALUES (?, ?, ?)').run(city.slug, city.population, toJson(city));
      }),
  };
}
