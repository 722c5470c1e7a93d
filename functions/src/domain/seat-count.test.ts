import { describe, expect, it } from 'vitest';
import { sampleCourse } from './sample-course.fixture.js';
import { seatsAfterEdit, seatsFromBookings } from './seat-count.js';

describe('seatsFromBookings', () => {
  it('leaves the seats the seated bookings do not take, and refuses more bookings than seats', () => {
    expect(seatsFromBookings(sampleCourse({ capacity: 8 }), 8)).toBe(0);
    expect(seatsFromBookings(sampleCourse({ capacity: 8 }), 3)).toBe(5);
    expect(() => seatsFromBookings(sampleCourse({ capacity: 8 }), 9)).toThrow(expect.objectContaining({ code: 'WRONG_STATE' }));
  });
});

describe('seatsAfterEdit', () => {
  it('keeps the stored count, shifted by the change of capacity, never below zero', () => {
    expect(seatsAfterEdit({ seatsLeft: 2, capacity: 8 }, { capacity: 10 })).toBe(4);
    expect(seatsAfterEdit({ seatsLeft: 2, capacity: 8 }, { capacity: 5 })).toBe(0);
  });
});
