import { describe, expect, it } from 'vitest';
import { maxPhotoBytes, photoFileProblem } from './photo-file';

describe('which files the photo palette takes', () => {
  it('takes photos and pictures up to 20 MB', () => {
    expect(maxPhotoBytes).toBe(20 * 1024 * 1024);
    expect(photoFileProblem({ name: 'wolle.jpg', type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(photoFileProblem({ name: 'glasur.png', type: 'image/png', size: maxPhotoBytes })).toBeNull();
    expect(photoFileProblem({ name: 'stoff.webp', type: 'image/webp', size: 10 })).toBeNull();
    // Some pickers give no type: the name decides.
    expect(photoFileProblem({ name: 'IMG_0042.JPEG', type: '', size: 10 })).toBeNull();
  });

  it('refuses what is not a picture', () => {
    expect(photoFileProblem({ name: 'notizen.txt', type: 'text/plain', size: 12 })).toBe('notImage');
    expect(photoFileProblem({ name: 'muster.pdf', type: 'application/pdf', size: 12 })).toBe('notImage');
    expect(photoFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 12 })).toBe('notImage');
    expect(photoFileProblem({ name: 'ohne-endung', type: '', size: 12 })).toBe('notImage');
    // The type wins over a misleading name.
    expect(photoFileProblem({ name: 'foto.jpg', type: 'text/html', size: 12 })).toBe('notImage');
  });

  it('refuses an empty file and one over 20 MB', () => {
    expect(photoFileProblem({ name: 'leer.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(photoFileProblem({ name: 'riesig.jpg', type: 'image/jpeg', size: maxPhotoBytes + 1 })).toBe('tooLarge');
  });
});
