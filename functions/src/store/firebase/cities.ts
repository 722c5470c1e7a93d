// Cities in Firestore: `cities/{slug}`, largest population first.
import type { CityRecord } from '../../domain/records.js';
import type { CityRepository } from '../../domain/repositories.js';
import type { FirebaseKernel } from './kernel.js';

export function cityRepository(kernel: FirebaseKernel): CityRepository {
  const { cities } = kernel.collections;
  return {
    listAll: () => kernel.guard(() => kernel.read<CityRecord>(cities.orderBy('population', 'desc').orderBy('slug'))),
    upsertMany: (records) => kernel.guard(() => kernel.upsert(cities, records), false),
  };
}
