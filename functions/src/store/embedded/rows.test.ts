import { describe, expect, it } from 'vitest';
import { fromJson, toJson } from './rows.js';

describe('rows', () => {
  it('restores Dates wherever they are nested, and leaves everything else as it was', () => {
    const record = {
      slug: 'kurs',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      sessions: [{ startsAt: new Date('2026-03-02T09:00:00Z'), seats: 4 }, null, 'text'],
      venue: { name: 'Atelier', changedAt: new Date(0), tags: [['a', 1], []] },
      empty: {},
      missing: null,
    };
    const data = toJson(record);
    expect(data).toContain('{"$date":0}');
    const decoded = fromJson<typeof record>(data);
    expect(decoded).toEqual(record);
    expect(decoded.sessions[0]).toMatchObject({ startsAt: expect.any(Date) });
    expect(decoded.venue.changedAt).toBeInstanceOf(Date);
  });

  it('decodes records without Dates and plain values', () => {
    expect(fromJson('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
    expect(fromJson('[{"$date":5}]')).toEqual([new Date(5)]);
    expect(fromJson('3')).toBe(3);
  });
});
