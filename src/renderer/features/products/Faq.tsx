/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownIcon } from '../../components/icons';

const useStyles = makeStyles({
  faq: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: '14px',
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  item: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    ':first-child': { borderTop: 'none' },
    '&[open] svg': { transform: 'rotate(180deg)' },
  },
  q: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '14px 16px',
    cursor: 'pointer',
    fontSize: '15px',
    fontWeight: 700,
    listStyle: 'none',
    '::-webkit-details-marker': { display: 'none' },
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '& > svg': { flexShrink: 0, color: tokens.colorNeutralForeground3, transitionProperty: 'transform', transitionDuration: '150ms' },
  },
  qText: { flexGrow: 1 },
  a: { margin: 0, padding: '0 16px 16px', fontSize: '14px', lineHeight: '22px', color: tokens.colorNeutralForeground2 },
});

export function FaqList({ entries }: { entries: { title: string; body: string }[] }) {
  const styles = useStyles();
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
