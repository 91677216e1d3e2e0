import type { FilePurpose, files } from '~/server/db/schema';

/** A file as the API shows it (decisions.md, Files). */
export type FileView = {
  id: string;
  object: 'file';
  purpose: FilePurpose;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  livemode: boolean;
  created_at: string;
};

export function toFileView(row: typeof files.$inferSelect): FileView {
  return {
    id: row.id,
    object: 'file',
    purpose: row.purpose,
    filename: row.name,
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
  };
}
