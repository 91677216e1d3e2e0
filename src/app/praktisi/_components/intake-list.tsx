import styles from './workspace.module.css';

/** The intake of an order as a definition list (label, then the client's value). */
export function IntakeList({
  intake,
  emptyText,
}: {
  intake: { key: string; label: string; value: string }[];
  emptyText: string;
}) {
  if (intake.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    <dl className={styles.facts}>
      {intake.map((item) => (
        <div key={item.key} className={styles.contents}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
