/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
import { ChevronDownIcon } from '../../components/icons';
import styles from './Faq.module.css';

export function FaqList({ entries }: { entries: { title: string; body: string }[] }) {
  return (
    <div className={styles.faq} data-testid="faq">
      {entries.map((e, i) => (
        <details key={`${i}-${e.title}`} className={styles.item}>
          <summary className={styles.q}>
            <span className={styles.qText}>{e.title}</span>
            <ChevronDownIcon size={18} />
          </summary>
          <p className={styles.a}>{e.body}</p>
        </details>
      ))}
    </div>
  );
}
