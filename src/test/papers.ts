import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the rendered papers are kept for people to look at (git-ignored test artifacts). */
const PAPER_ARTIFACTS = join(process.cwd(), 'test-results', 'papers');

/** The PDF's text as pdftotext extracts it (layout kept, so a row's cells stay on one line). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** Keeps the PDF and its first page as PNG (pdftoppm) under test-results/papers/<name>. */
export function keepPaper(name: string, pdf: Buffer): string {
  mkdirSync(PAPER_ARTIFACTS, { recursive: true });
  const base = join(PAPER_ARTIFACTS, name);
  writeFileSync(`${base}.pdf`, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${base}.pdf`, base]);
  return `${base}.png`;
}
