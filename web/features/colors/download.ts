// Saving an export in the browser: a temporary object URL behind a link with `download` (nothing goes to a server).
import type { ExportFile } from './palette-export';

export function downloadFile(file: ExportFile): void {
  const blob = new Blob([file.content as BlobPart], { type: file.mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Copies text; false when the browser refuses (no permission, an insecure origin). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
