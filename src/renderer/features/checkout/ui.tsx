/** Pieces both buying screens use: the page styles and the payment method picker. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Radio, RadioGroup } from '../../components/controls/Choice';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import type { PaymentTypeGroup } from './store';
import { PaymentMark } from '../../components/PaymentMark';
import styles from './MethodPicker.module.css';

export const usePageStyles = makeStyles({
  page: {
    maxWidth: '1120px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '16px',
    alignItems: 'start',
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '14px',
    padding: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    minWidth: 0,
  },
  sticky: { [mediaUp('lg')]: { position: 'sticky', top: '84px' } },
  h2: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 800, color: tokens.colorNeutralForeground1 },
  h3: { margin: 0, fontSize: '14px', lineHeight: '20px', fontWeight: 700, color: tokens.colorNeutralForeground2 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0 },
  totalRow: { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0, fontWeight: 800, fontSize: '18px', color: palette.indigoDeep },
  dl: { margin: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  dd: { margin: 0, whiteSpace: 'nowrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  error: { margin: 0, color: palette.red, fontWeight: 600 },
  /** An item's title: the app's link (RouterLink), a little bolder in the list. */
  itemLink: { fontWeight: 600, overflowWrap: 'anywhere' },
});

/**
 * The groups with their channels as one radio group of native radios (arrow keys move between all
 * channels, Tab leaves; the app's Choice controls): a heading per group, each channel a tile with
 * its brand mark and name, the chosen one framed in the brand colour (MethodPicker.module.css).
 */
export function MethodPicker({
  groups,
  value,
  onChange,
  labelledBy,
  label,
  exclude,
}: {
  groups: PaymentTypeGroup[];
  value: number | null;
  onChange: (id: number) => void;
  /** The id of the heading naming the group (checkout's section heading) and the prefix of the group headings' ids. */
  labelledBy: string;
  /** A name instead (in a dialog, whose title Fluent links to the dialog itself). */
  label?: string;
  exclude?: number | null;
}) {
  return (
    <RadioGroup
      aria-labelledby={label ? undefined : labelledBy}
      aria-label={label}
      value={value === null ? '' : String(value)}
      onChange={(_, d) => onChange(Number(d.value))}
      className={styles.radios}
      data-testid="payment-methods"
    >
      {groups.map((g) => (
        <div key={g.id} className={styles.group} data-testid={`payment-group-${g.key}`}>
          <h3 className={styles.groupTitle} id={`${labelledBy}-g${g.id}`}>
            {g.name}
          </h3>
          <div className={styles.tiles}>
            {g.paymentTypes
              .filter((p) => p.id !== exclude)
              .map((p) => (
                <Radio
                  key={p.id}
                  value={String(p.id)}
                  className={styles.tile}
                  data-testid={`payment-type-${p.code}`}
                  label={
                    <span className={styles.label}>
                      <PaymentMark code={p.code} name={p.name} />
                      <span className={styles.name}>{p.name}</span>
                    </span>
                  }
                />
              ))}
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}
