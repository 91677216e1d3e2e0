import styles from './workspace.module.css';

/**
 * The intake of an order as a definition list (label, then the client's value). A document field's value is a
 * `file_` id: shown by the file's name when `files` has it (its download is listed below the intake).
 */
export function IntakeList({
  intake,
  emptyText,
  files = [],
}: {
  intake: { key: string; label: string; value: string }[];
  emptyText: string;
  files?: readonly { id: string; filename: string }[];
}) {
  if (intake.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    <dl className={styles.facts}>
      {intake.map((item) => (
        <div key={item.key} className={styles.contents}>
          <dt>{item.label}</dt>
          <dd>{files.find((f) => f.id === item.value)?.filename ?? item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
