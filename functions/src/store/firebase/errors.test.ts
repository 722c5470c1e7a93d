import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../domain/repositories.js';
import { Code, toStoreError } from './errors.js';

const grpcError = (code: number) => Object.assign(new Error(`${code} failed`), { code });

describe('toStoreError', () => {
  it('reports an unreachable, too slow or over-quota Firestore as unavailable', () => {
    for (const code of [Code.UNAVAILABLE, Code.DEADLINE_EXCEEDED, Code.RESOURCE_EXHAUSTED]) {
      expect(toStoreError(grpcError(code))).toBeInstanceOf(StoreUnavailableError);
    }
  });

  it('passes a rejected request on as it is', () => {
    const invalid = grpcError(Code.INVALID_ARGUMENT);
    expect(toStoreError(invalid)).toBe(invalid);
  });
});
