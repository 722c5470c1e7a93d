// Reads a PDF back for the tests: its pages' text (pdfjs-dist's legacy build, which runs on Node 20 without a
// canvas), each page's text items joined into lines by their vertical position, and the document's metadata.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Every page's lines, top to bottom, items of a line left to right joined by a space; no-break spaces as spaces. */
  lines: string[];
  /** All lines as one text. */
  text: string;
  title: string | null;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      lines.push(rows.get(y)!.sort((a, b) => a.x - b.x).map((item) => item.text.replace(/[\u00a0\u202f]/g, ' ')).join(' '));
    }
  }
  const metadata = await pdf.getMetadata();
  const info = metadata.info as { Title?: string };
  await pdf.destroy();
  return { pages: pdf.numPages, lines, text: lines.join('\n'), title: info.Title ?? null };
}
